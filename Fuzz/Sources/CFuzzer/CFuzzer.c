/* The driver itself comes from libFuzzer (linked by -sanitize=fuzzer). */
#include "CFuzzer.h"
