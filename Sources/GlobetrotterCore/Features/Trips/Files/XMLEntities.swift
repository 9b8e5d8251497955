import Foundation

/// Keeps every entity reference but XML's own five (`&amp;` `&lt;` `&gt;`
/// `&quot;` `&apos;`) and character references (`&#233;`) as the text it
/// is: `&xxe;` reads as "&xxe;".
///
/// libxml2 through Foundation's parser neither expands entities nor loads
/// external ones (as it must not: a file could otherwise blow up to
/// gigabytes or read files from this machine), but what it does instead
/// loses text: an undeclared entity makes the file not well formed, and a
/// refused external one swallows the text after it ("Trip &xxe; End" became
/// "Trip"). Written as `&amp;xxe;` before parsing, no entity reaches the
/// parser at all, and the name keeps every word; the reference itself stays
/// visible rather than silently gone, so the person sees what the file holds.
enum XMLEntities {
    private static let predefined: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

    /// `data` with every other reference's `&` written as `&amp;`; the same bytes when there is none.
    static func keepingReferencesAsText(_ data: Data) -> Data {
        // Most files have no `&` at all: memchr finds that out fastest.
        let hasAmpersand = data.withUnsafeBytes { bytes in
            bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "&")), bytes.count) != nil } ?? false
        }
        guard hasAmpersand else { return data }
        let bytes = [UInt8](data)
        var output: [UInt8]?
        var copied = 0
        var index = 0
        while index < bytes.count {
            if let end = endOfSkippedSection(bytes, at: index) {
                index = end
            } else if bytes[index] == UInt8(ascii: "&"), isOtherReference(bytes, at: index) {
                output = output ?? []
                output!.append(contentsOf: bytes[copied...index])
                output!.append(contentsOf: Array("amp;".utf8))
                index += 1
                copied = index
            } else {
                index += 1
            }
        }
        guard var output else { return data }
        output.append(contentsOf: bytes[copied...])
        return Data(output)
    }

    /// Comments and CDATA sections hold no references: their `&` is text already.
    private static func endOfSkippedSection(_ bytes: [UInt8], at index: Int) -> Int? {
        guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!")
        else { return nil }
        for (opening, closing) in [("<!--", "-->"), ("<![CDATA[", "]]>")] where starts(bytes, with: opening, at: index)
        {
            let close = Array(closing.utf8)
            var end = index + opening.utf8.count
            while end + close.count <= bytes.count {
                if bytes[end..<(end + close.count)].elementsEqual(close) { return end + close.count }
                end += 1
            }
            return bytes.count
        }
        return nil
    }

    /// `&name;` with a name that is not one of the five.
    private static func isOtherReference(_ bytes: [UInt8], at index: Int) -> Bool {
        var end = index + 1
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return false }
        return !predefined.contains(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
    }

    /// XML name characters: ASCII letters, digits, `_ : . -`, and any byte of a non-ASCII character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"), 0x80...:
            true
        default: false
        }
    }

    private static func starts(_ bytes: [UInt8], with prefix: String, at index: Int) -> Bool {
        let prefix = Array(prefix.utf8)
        return index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }
}
