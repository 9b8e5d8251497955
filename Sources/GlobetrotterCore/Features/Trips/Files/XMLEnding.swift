import Foundation

/// Tells an XML file that ends where its author ended it from one cut off
/// part way: a whole document ends by closing its root element, followed at
/// most by white space, comments and processing instructions.
enum XMLEnding {
    static func closesRoot(_ data: Data, named root: String?) -> Bool {
        guard let root else { return false }
        var end = data.endIndex
        while true {
            end = trimmingSpace(data, before: end)
            if hasSuffix(data, "-->", before: end),
                let open = data.range(of: Data("<!--".utf8), options: .backwards, in: data.startIndex..<end)
            {
                end = open.lowerBound
            } else if hasSuffix(data, "?>", before: end),
                let open = data.range(of: Data("<?".utf8), options: .backwards, in: data.startIndex..<end)
            {
                end = open.lowerBound
            } else {
                break
            }
        }
        // "</gpx>", "</gpx >": white space may follow the name in an end tag.
        guard hasSuffix(data, ">", before: end) else { return false }
        end = trimmingSpace(data, before: end - 1)
        return hasSuffix(data, "</" + root, before: end)
    }

    private static func trimmingSpace(_ data: Data, before end: Data.Index) -> Data.Index {
        var end = end
        while end > data.startIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[end - 1]) { end -= 1 }
        return end
    }

    private static func hasSuffix(_ data: Data, _ suffix: String, before end: Data.Index) -> Bool {
        let bytes = Data(suffix.utf8)
        guard end - data.startIndex >= bytes.count else { return false }
        return data[(end - bytes.count)..<end] == bytes
    }
}
