import Foundation

/// Details for whoever reads the log (the journal, for an app launched from
/// the desktop): system error text, addresses, paths. A person reads sentences
/// worded by a presenter instead.
public enum DiagnosticLog {
    public static func warning(_ message: String) {
        FileHandle.standardError.write(Data("globetrotter-WARNING: \(message)\n".utf8))
    }
}
