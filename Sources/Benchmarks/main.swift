// globetrotter-bench: speed and memory measurements, one JSON line each.
// Run in release under a display: xvfb-run -a swift run -c release globetrotter-bench
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "trip-writes" {
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2, let count = Int(rest[1]) else {
        FileHandle.standardError.write(Data("usage: globetrotter-bench trip-writes PATH COUNT\n".utf8))
        exit(2)
    }
    try TripWrites.run(path: rest[0], count: count)
    exit(0)
}
if arguments.first == "todo-writes" {
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2, let count = Int(rest[1]) else {
        FileHandle.standardError.write(Data("usage: globetrotter-bench todo-writes PATH COUNT\n".utf8))
        exit(2)
    }
    try ToDoWrites.run(path: rest[0], count: count)
    exit(0)
}
if arguments.first == "trip-frames" {
    let runs = arguments.first { $0.hasPrefix("--runs=") }.flatMap { Int($0.dropFirst(7)) } ?? 7
    TripFrameBenchmark(runs: runs).run()
    exit(0)
}
if arguments.first == "trip-print" {
    let runs = arguments.first { $0.hasPrefix("--runs=") }.flatMap { Int($0.dropFirst(7)) } ?? 5
    await TripPrintBenchmark(runs: runs).run()
    exit(0)
}
let selected = Set(arguments.filter { !$0.hasPrefix("-") })
let runs = arguments.first { $0.hasPrefix("--runs=") }.flatMap { Int($0.dropFirst(7)) } ?? 7

if selected.isEmpty || selected.contains("startup") {
    StartupBenchmark(runs: runs).run()
}
// Each renderer in a process of its own (`trip-frames` above: GTK runs on
// the process's main thread, which top-level code leaves at its first
// `await`, so GTK work comes before any).
if selected.isEmpty || selected.contains("trips") {
    TripFrameRenderers.run(runs: runs)
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
if selected.isEmpty || selected.contains("trips") {
    await TripsBenchmark(runs: runs, packRoot: benchmarkPackRoot).run()
}
if selected.isEmpty || selected.contains("trips") || selected.contains("trip-edits") {
    await TripEditBenchmark(runs: runs).run()
}
if selected.isEmpty || selected.contains("trips") || selected.contains("itinerary") {
    ItineraryBenchmark(runs: runs, packRoot: benchmarkPackRoot).run()
}
if selected.isEmpty || selected.contains("search-provider") {
    SearchProviderBenchmark(runs: runs).run()
}
if selected.isEmpty || selected.contains("directions") {
    DirectionsBenchmark(runs: runs).run()
}
if selected.isEmpty || selected.contains("trip-files") {
    await TripFilesBenchmark(runs: runs, packRoot: benchmarkPackRoot).run()
}
