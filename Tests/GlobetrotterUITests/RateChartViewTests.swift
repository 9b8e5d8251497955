import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The converter's history chart with real widgets: what it draws, its range
/// switch, its loading and unavailable states, light and dark.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct RateChartViewTests {
    static func series(_ rates: [Double], range: HistoryRange = .month) -> RateHistorySeries {
        let first = LocalDate(year: 2026, month: 2, day: 1)!
        let list = rates.enumerated().map {
            ExchangeRate(
                base: "USD", target: "EUR", date: first.adding(days: $0.offset)!,
                rate: Decimal(string: String(format: "%.4f", $0.element))!)
        }
        return RateHistorySeries(
            rates: list, range: range, source: .frankfurter,
            format: ConversionFormatter(dates: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB")))!
    }

    static let typical = series([0.9210, 0.9188, 0.9302, 0.9351, 0.9297, 0.9240, 0.9012, 0.9105, 0.9263])

    static let year = series(
        (0..<365).map { (day: Int) -> Double in
            let wave: Double = 0.02 * sin(Double(day) / 9)
            let noise: Double = 0.004 * cos(Double(day) * 1.7)
            return 0.92 + wave + noise
        }, range: .year)

    static let shapes: [(String, RateHistorySeries)] = [
        ("typical", typical), ("falling", series([0.95, 0.94, 0.93, 0.91, 0.90])),
        ("rising", series([0.90, 0.91, 0.93, 0.94, 0.95])), ("flat", series([0.92, 0.92, 0.92])),
        ("one day", series([0.92])), ("year", year), ("high at both ends", series([0.95, 0.90, 0.92, 0.95])),
    ]

    /// What the chart painted, recorded around the real painter.
    private let painted = PaintRecorder()

    /// The view in a shown window, bound to a fresh view model.
    private func show(_ state: RateChartState? = nil) -> (
        RateChartView, ViewModel<ConverterState, ConverterAction>, ApplicationWindow
    ) {
        // GTK is initialized when the application registers: before any widget exists.
        let application = TestApplication.shared
        let viewModel = ViewModel<ConverterState, ConverterAction>(.blank)
        if let state { viewModel.showChart(state) }
        let view = RateChartView(paint: painted.paint)
        view.bind(to: viewModel)
        let window = ApplicationWindow(application: application)
        window.title = "Rate chart test"
        window.setDefaultSize(width: 640, height: 340)
        let page = Box(.vertical, [view.root])
        page.margins(18)
        window.setContent(page)
        window.present()
        return (view, viewModel, window)
    }

    @Test func aLoadedSeriesIsDrawnAtTheAreaSizeWithItsLabelsAndSummary() async throws {
        let series = Self.series([0.9012, 0.9100, 0.9412, 0.9300])
        let (view, _, window) = show(.loaded(series))
        defer { window.destroy() }
        #expect(await pumpUntil(timeout: .seconds(10)) { painted.last != nil }, "the draw function ran")
        let drawing = try #require(painted.last)
        let size = view.chart.allocatedSize
        #expect(drawing.layout.bounds.width == Double(size.width))
        #expect(drawing.layout.bounds.height == Double(size.height))
        #expect(size.height >= 180 && size.width > 500, "\(size)")
        let texts = Dictionary(uniqueKeysWithValues: drawing.layout.labels.map { ($0.kind, $0.text) })
        #expect(texts[.minimum] == "Low 0.9012 on 1 Feb 2026")
        #expect(texts[.maximum] == "High 0.9412 on 3 Feb 2026")
        #expect(texts[.latest] == "0.9300 on 4 Feb 2026")
        #expect(texts[.axisStart] == "1 Feb" && texts[.axisEnd] == "4 Feb")
        #expect(view.title.text == "USD → EUR, last 30 days")
        #expect(view.source.isVisible && view.source.text == "ECB reference rates via Frankfurter")
        let summary = view.chart.accessibleLabel ?? ""
        #expect(summary.contains("Low 0.9012 on 1 Feb 2026") && summary.contains("High 0.9412 on 3 Feb 2026"))
        #expect(view.chart.role == .image, "read as a picture, by its summary")
        #expect(summary.hasPrefix("USD → EUR, last 30 days") && summary.contains("0.9300 on 4 Feb 2026"))
    }

    @Test func theTogglesReflectTheRangeAndAskForTheOtherOne() async throws {
        let (view, viewModel, window) = show()
        defer { window.destroy() }
        var sent: [ConverterAction] = []
        let recording = viewModel.actions.sink { sent.append($0) }
        defer { recording.cancel() }
        let month = try #require(view.toggles[.month])
        let year = try #require(view.toggles[.year])
        #expect(month.isActive && !year.isActive, "the model starts loading 30 days")

        year.click()
        #expect(sent == [.showHistory(.year)])
        viewModel.showChart(.loading(.year))
        viewModel.showChart(.loaded(Self.series([0.9, 0.95, 0.92], range: .year)))
        #expect(year.isActive && !month.isActive)
        #expect(view.title.text == "USD → EUR, last year")
        year.click()
        #expect(sent == [.showHistory(.year)], "the shown range is not asked for again")

        // The presenter switching the range (a remembered choice) only moves the toggles.
        viewModel.showChart(.loading(.month))
        #expect(month.isActive && !year.isActive)
        #expect(sent == [.showHistory(.year)])
        month.click()
        #expect(sent == [.showHistory(.year)])
    }

    @Test func unavailableShowsTheMessageAsPlainText() async throws {
        let message = "No <b>history</b> for XAU & EUR"
        let (view, _, window) = show(.unavailable(.month, message: message))
        defer { window.destroy() }
        #expect(await pumpUntil(timeout: .seconds(10)) { view.message.isMapped })
        #expect(view.message.text == message)
        #expect(!view.chart.isMapped && !view.spinner.isMapped)
        #expect(!view.source.isVisible)
    }

    @Test func theSpinnerSpinsOnlyWhileLoadingAndShown() async throws {
        _ = TestApplication.shared
        let viewModel = ViewModel<ConverterState, ConverterAction>(.blank)
        let hidden = RateChartView()
        hidden.bind(to: viewModel)
        #expect(!hidden.spinner.isSpinning, "not in a window: nothing to see")

        let (view, shownModel, window) = show()
        defer { window.destroy() }
        #expect(await pumpUntil(timeout: .seconds(10)) { view.spinner.isMapped && view.spinner.isSpinning })
        shownModel.showChart(.loaded(Self.typical))
        #expect(!view.spinner.isSpinning)
        shownModel.showChart(.loading(.year))
        #expect(await pumpUntil(timeout: .seconds(10)) { view.spinner.isMapped && view.spinner.isSpinning })
        window.isVisible = false
        #expect(await pumpUntil(timeout: .seconds(10)) { !view.spinner.isMapped })
        #expect(!view.spinner.isSpinning, "a hidden spinner stops")
    }

    /// Renders light, then dark: the text follows the style; the PNGs are for looking at.
    @Test func darkStyleRedrawsWithLightText() async throws {
        let (view, viewModel, window) = show(.loaded(Self.typical))
        defer {
            window.destroy()
            ColorScheme.system.apply()
        }
        ColorScheme.light.apply()
        #expect(await pumpUntil(timeout: .seconds(10)) { painted.last != nil })
        let light = try #require(painted.last)
        #expect(light.foreground.luminance < 0.5, "dark text on light")
        let lightShot = try await render(window, to: "rate-chart-light")
        #expect(gt_test_png_mean_luminance(lightShot.path) > 0.6, "light")
        #expect(lightShot.pixels.count(where: Self.isAccent) > 150, "the rate's line in the accent colour")

        ColorScheme.dark.apply()
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                (painted.last?.count ?? 0) > light.count && painted.last!.foreground.luminance > 0.5
            }, "redrawn with light text on dark")
        let darkShot = try await render(window, to: "rate-chart-dark")
        #expect(gt_test_png_mean_luminance(darkShot.path) < 0.35, "dark")
        #expect(darkShot.pixels.count(where: Self.isAccent) > 150, "the line stays")

        let drawn = painted.last?.count ?? 0
        viewModel.showChart(.loaded(Self.year))
        #expect(await pumpUntil(timeout: .seconds(10)) { (painted.last?.count ?? 0) > drawn })
        #expect(view.toggles[.year]?.isActive == true)
        let yearShot = try await render(window, to: "rate-chart-year-dark")
        #expect(gt_test_png_mean_luminance(yearShot.path) < 0.35)
        #expect(yearShot.pixels.count(where: Self.isAccent) > 150, "a year's line")
        // CHART_SHAPES=1 also renders every shape of the layout test, to look at.
        if ProcessInfo.processInfo.environment["CHART_SHAPES"] != nil {
            for (index, shape) in Self.shapes.enumerated() {
                viewModel.showChart(.loaded(shape.1))
                try await render(window, to: "shape-\(index)")
            }
            viewModel.showChart(.unavailable(.year, message: "No rates for this pair over the last year."))
            await pump(for: .milliseconds(500))  // the crossfade
            try await render(window, to: "unavailable")
            viewModel.showChart(.loading(.month))
            await pump(for: .milliseconds(500))
            try await render(window, to: "loading")
        }
    }

    /// Highs and lows at the edges, the latest as the high or the low, a flat
    /// line, one day, a noisy year: no label leaves the area, overlaps another
    /// or hides a marker, and each stays by its point.
    @Test(arguments: [260.0, 420.0, 800.0])
    func labelsStayInsideApartAndOffTheMarkers(width: Double) {
        // Roughly Cantarell's caption: 6.5 px a character, 14 px a line.
        let measure: RateChartLayout.Measure = { text, style in
            (Double(text.count) * (style.isBold ? 7 : 6.5), 14)
        }
        for (name, series) in Self.shapes {
            for height in [180.0, 260.0] {
                let layout = RateChartLayout(series: series, width: width, height: height, measure: measure)
                let labels = layout.labels
                #expect(Set(labels.map(\.kind)).isSuperset(of: [.minimum, .maximum, .latest, .axisEnd]), "\(name)")
                for (index, label) in labels.enumerated() {
                    #expect(layout.bounds.contains(label.frame), "\(name) \(width)×\(height): \(label.kind) outside")
                    for other in labels[(index + 1)...] {
                        #expect(
                            !label.frame.intersects(other.frame), "\(name) \(width): \(label.kind) on \(other.kind)")
                    }
                    for marker in [layout.latest, layout.minimum, layout.maximum] {
                        #expect(
                            label.frame.distance(toX: marker.x, y: marker.y) >= RateChartLayout.markerRadius,
                            "\(name) \(width)×\(height): \(label.kind) hides a marker")
                    }
                }
                for (kind, point) in [(RateChartLayout.LabelKind.minimum, layout.minimum), (.maximum, layout.maximum)] {
                    let frame = layout.label(kind)!.frame
                    #expect(
                        frame.distance(toX: point.x, y: point.y) < 40, "\(name) \(width): \(kind) far from its point")
                }
                // The latest is labelled by its point, or right above or below it.
                let latest = layout.label(.latest)!.frame
                #expect(
                    latest.distance(toX: layout.latest.x, y: layout.latest.y) < 40
                        || (latest.x <= layout.latest.x + 12 && latest.maxX >= layout.latest.x - 12),
                    "\(name) \(width)×\(height): the latest label is far from its point")
                if width >= 420 {
                    for label in labels where [.minimum, .maximum, .latest].contains(label.kind) {
                        let crossed = zip(layout.line, layout.line.dropFirst()).contains {
                            label.frame.intersectsSegment(from: $0, to: $1)
                        }
                        #expect(!crossed, "\(name) \(width)×\(height): \(label.kind) is drawn over the line")
                    }
                }
            }
        }
    }

    @discardableResult
    private func render(_ widget: Widget, to name: String) async throws -> (path: String, pixels: RenderedPixels) {
        let path = screenshotPath(name)
        try await renderPNG(widget, to: path)
        return (path, try #require(RenderedPixels(path: path)))
    }

    /// libadwaita's blue accent (#3584e4 light, #78aeed dark) and what anti-aliasing leaves of it.
    static func isAccent(_ red: Int, _ green: Int, _ blue: Int) -> Bool {
        blue > 190 && blue > red + 60 && green > red + 20
    }
}

/// Records each painting of the chart (its geometry and text colour), then
/// paints with the real painter.
@MainActor
final class PaintRecorder {
    struct Drawing {
        var layout: RateChartLayout
        var foreground: RGBA
        var count: Int
    }

    private(set) var last: Drawing?

    func paint(_ layout: RateChartLayout, on canvas: borrowing CairoCanvas) {
        RateChartPainter.paint(layout, on: canvas)
        last = Drawing(layout: layout, foreground: canvas.foreground, count: (last?.count ?? 0) + 1)
    }
}
