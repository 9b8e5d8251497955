import GtkKit

/// The converter's looks that libadwaita 1.2 has no class for.
@MainActor
enum ConverterStyle {
    static func install() {
        StyleSheet.install(
            """
            .amount-entry { font-size: 1.6em; min-height: 48px; }
            .converted-amount { font-size: 2.4em; font-weight: 800; font-feature-settings: "tnum"; }
            .currency-button { padding: 8px 12px; }
            .currency-button .currency-flag { font-size: 1.5em; }
            .currency-button .currency-code { font-weight: bold; font-feature-settings: "tnum"; }
            .converter-card { padding: 18px; border-radius: 12px; }
            .amount-rejection { color: @warning_color; }
            .picker-mark { font-size: 0.8em; font-weight: bold; padding: 1px 8px; border-radius: 999px;
              background-color: alpha(@view_fg_color, 0.08); }
            """, name: "converter")
    }
}
