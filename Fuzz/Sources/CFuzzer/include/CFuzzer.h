#pragma once
#include <stddef.h>
#include <stdint.h>

/* libFuzzer's driver, for a fuzzer with a `main` of its own (a Swift executable
 * has one): runs the fuzzing loop over `callback` with libFuzzer's command line. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
