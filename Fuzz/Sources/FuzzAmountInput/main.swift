import CFuzzer
import Foundation

// libFuzzer's loop over `fuzzAmountInput`, with its own command line (corpus folders, -max_total_time…).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzAmountInput($0, $1) })
