// globetrotter-bench: speed and memory measurements, one JSON line each.
// Run in release under a display: xvfb-run -a swift run -c release globetrotter-bench
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let selected = Set(arguments.filter { !$0.hasPrefix("-") })
let runs = arguments.first { $0.hasPrefix("--runs=") }.flatMap { Int($0.dropFirst(7)) } ?? 7

if selected.isEmpty || selected.contains("startup") {
    StartupBenchmark(runs: runs).run()
}
if selected.isEmpty || selected.contains("datapack") {
    await DataPackBenchmark(runs: runs).run()
}
if selected.isEmpty || selected.contains("json") {
    await JSONDecodingBenchmark(runs: runs).run(packRoot: benchmarkPackRoot)
}
if selected.isEmpty || selected.contains("converter") {
    await ConverterBenchmark(runs: runs).run(packRoot: benchmarkPackRoot)
}
if selected.isEmpty || selected.contains("holidays") {
    await HolidaysBenchmark(runs: runs, packRoot: benchmarkPackRoot).run()
}
