import GtkKit

/// The looks libadwaita 1.2 has no class for.
@MainActor
enum HolidaysStyle {
    static func install() {
        StyleSheet.install(
            """
            .holiday-row { padding: 10px 14px; border-radius: 10px; }
            .holiday-row.past { opacity: 0.55; }
            .holiday-row.next { background-color: alpha(@accent_bg_color, 0.14); }
            .holiday-row .holiday-date { font-feature-settings: "tnum"; }
            .holiday-badge { font-size: 0.8em; font-weight: bold; padding: 1px 8px; border-radius: 999px;
              background-color: alpha(@accent_bg_color, 0.15); color: @accent_color; }
            .holiday-badge.bank { background-color: alpha(@success_bg_color, 0.15); color: @success_color; }
            .holiday-badge.school, .holiday-badge.optional, .holiday-badge.authorities {
              background-color: alpha(@warning_bg_color, 0.18); color: @warning_color; }
            .holiday-badge.observance { background-color: alpha(@view_fg_color, 0.08); color: @view_fg_color; }
            .holiday-list { background: transparent; }
            .picker-row { padding: 8px 12px; }
            """, name: "holidays")
    }
}
