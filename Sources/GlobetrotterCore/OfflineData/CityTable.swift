import Foundation

/// `cities.tsv` parsed once: numbers decoded, text kept as byte ranges of
/// the file until a city is actually returned, which keeps loading 34,000
/// rows fast. Rows are in the file's order: population descending.
struct CityTable: Sendable {
    static let header = "name\tascii\tcountry\tregion\tlat\tlon\tpopulation"
    private static let fieldCount = 7

    private let text: [UInt8]
    /// Offset of each row's first byte in `text`; one more entry marks the end of the last row.
    private let rowStarts: [Int]
    let latitudes: [Double]
    let longitudes: [Double]
    let populations: [Int]

    var count: Int { latitudes.count }

    /// - Throws: a reason naming the first line that is not a city row.
    init(tsv: Data) throws(CityTableError) {
        let text = [UInt8](tsv)
        var rowStarts: [Int] = []
        var latitudes: [Double] = []
        var longitudes: [Double] = []
        var populations: [Int] = []
        let headerEnd = text.firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        guard text[..<headerEnd].elementsEqual(Self.header.utf8) else {
            throw CityTableError(line: 1, problem: "header")
        }
        var start = headerEnd + 1
        var line = 2
        while start < text.count {
            let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let fields = Self.fieldRanges(in: text, from: start, to: end)
            guard fields.count == Self.fieldCount, fields[2].count == 2,
                let latitude = Self.decimal(text[fields[4]]), (-90...90).contains(latitude),
                let longitude = Self.decimal(text[fields[5]]), (-180...180).contains(longitude),
                let population = Self.decimal(text[fields[6]]).flatMap({ Int(exactly: $0) })
            else { throw CityTableError(line: line, problem: "row") }
            rowStarts.append(start)
            latitudes.append(latitude)
            longitudes.append(longitude)
            populations.append(population)
            start = end + 1
            line += 1
        }
        rowStarts.append(text.count + 1)
        self.text = text
        self.rowStarts = rowStarts
        self.latitudes = latitudes
        self.longitudes = longitudes
        self.populations = populations
    }

    /// The `ascii` column, or the name when it is empty (the pack leaves it
    /// out when the name is ASCII already).
    func searchableName(of row: Int) -> ArraySlice<UInt8> {
        let fields = fields(of: row)
        return fields[1].isEmpty ? text[fields[0]] : text[fields[1]]
    }

    func city(at row: Int) -> City {
        let fields = fields(of: row).map { String(decoding: text[$0], as: UTF8.self) }
        return City(
            name: fields[0], asciiName: fields[1].isEmpty ? fields[0] : fields[1], countryCode: fields[2],
            region: fields[3].isEmpty ? nil : fields[3], latitude: latitudes[row], longitude: longitudes[row],
            population: populations[row])
    }

    private func fields(of row: Int) -> [Range<Int>] {
        Self.fieldRanges(in: text, from: rowStarts[row], to: rowStarts[row + 1] - 1)
    }

    private static func fieldRanges(in text: [UInt8], from start: Int, to end: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(fieldCount)
        var fieldStart = start
        for index in start..<end where text[index] == UInt8(ascii: "\t") {
            ranges.append(fieldStart..<index)
            fieldStart = index + 1
        }
        ranges.append(fieldStart..<end)
        return ranges
    }

    /// Parses `-?digits(.digits)?` exactly as `Double(String)` would (one
    /// correctly rounded division), several times faster than going through a String.
    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Double? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        var mantissa: Int64 = 0
        var fractionDigits = 0
        var seenPoint = false
        var seenDigit = false
        for byte in digits {
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), mantissa < 1 << 50 {
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                fractionDigits += seenPoint ? 1 : 0
                seenDigit = true
            } else {
                return nil
            }
        }
        guard seenDigit, fractionDigits <= 15 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }
}

/// A line of cities.tsv that is not in the pack's format.
struct CityTableError: Error {
    let line: Int
    let problem: String

    var reason: String { "line \(line) is not a valid \(problem)" }
}
