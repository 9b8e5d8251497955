import CFuzzer
import Foundation

// libFuzzer's loop over `fuzzSearchQuery`, with its own command line (corpus folders, -max_total_time…).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzSearchQuery($0, $1) })
