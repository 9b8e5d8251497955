import CAdwaita
import CGLib
import CGtk
import GLibKit

/// Everything the About window shows.
public struct AboutInfo: Sendable {
    public var applicationName: String
    public var applicationIcon: String
    public var version: String
    public var developerName: String
    public var website: String
    public var issueURL: String
    public var copyright: String
    public var developers: [String]
    public var designers: [String]
    /// Credit sections: (title, [entries]); entries may be "Name https://url".
    public var credits: [(title: String, people: [String])]
    /// Legal sections for bundled data: (title, copyright, licence text).
    public var legalSections: [(title: String, copyright: String, license: String)]
    /// The current language's translators, one per line; nil hides the credit.
    public var translatorCredits: String?

    public init(
        applicationName: String, applicationIcon: String, version: String, developerName: String, website: String,
        issueURL: String, copyright: String, developers: [String], designers: [String],
        credits: [(title: String, people: [String])],
        legalSections: [(title: String, copyright: String, license: String)], translatorCredits: String? = nil
    ) {
        self.applicationName = applicationName
        self.applicationIcon = applicationIcon
        self.version = version
        self.developerName = developerName
        self.website = website
        self.issueURL = issueURL
        self.copyright = copyright
        self.developers = developers
        self.designers = designers
        self.credits = credits
        self.legalSections = legalSections
        self.translatorCredits = translatorCredits
    }
}

@MainActor
public final class AboutWindow: Widget, @unchecked Sendable {
    public convenience init(_ info: AboutInfo, transientFor parent: ApplicationWindow?) {
        self.init(widget: adw_about_window_new())
        let window = opaque
        adw_about_window_set_application_name(window, info.applicationName)
        adw_about_window_set_application_icon(window, info.applicationIcon)
        adw_about_window_set_version(window, info.version)
        adw_about_window_set_developer_name(window, info.developerName)
        adw_about_window_set_website(window, info.website)
        adw_about_window_set_issue_url(window, info.issueURL)
        adw_about_window_set_copyright(window, info.copyright)
        adw_about_window_set_license_type(window, GTK_LICENSE_GPL_3_0)
        if let translators = info.translatorCredits { adw_about_window_set_translator_credits(window, translators) }
        withCStringArray(info.developers) {
            adw_about_window_set_developers(window, UnsafeMutablePointer(mutating: $0))
        }
        withCStringArray(info.designers) { adw_about_window_set_designers(window, UnsafeMutablePointer(mutating: $0)) }
        for section in info.credits {
            withCStringArray(section.people) {
                adw_about_window_add_credit_section(window, section.title, UnsafeMutablePointer(mutating: $0))
            }
        }
        for section in info.legalSections {
            adw_about_window_add_legal_section(
                window, section.title, section.copyright, GTK_LICENSE_CUSTOM, section.license)
        }
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = cast()
        gtk_window_set_transient_for(gtkWindow, parent?.windowPointer)
        gtk_window_set_modal(gtkWindow, 1)
        joinApplication(of: parent)
    }

    public func present() { gtk_window_present(cast()) }
}

/// The Ctrl+? window, built from GtkBuilder XML (GTK 4.8 has no API to build
/// shortcut sections in code).
@MainActor
public final class ShortcutsWindow: Widget, @unchecked Sendable {
    public struct Shortcut: Sendable {
        public let title: String
        public let accelerator: String
        public init(_ title: String, _ accelerator: String) {
            self.title = title
            self.accelerator = accelerator
        }
    }

    /// One section of groups, each with its shortcuts, in a modal window over `parent`.
    public convenience init(
        sections groups: [(title: String, shortcuts: [Shortcut])], transientFor parent: ApplicationWindow?
    ) {
        let builder = gtk_builder_new_from_string(Self.xml(groups), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        self.init(widget: UnsafeMutableRawPointer(gtk_builder_get_object(builder, "shortcuts")!))
        gtk_window_set_transient_for(cast(), parent?.windowPointer)
        joinApplication(of: parent)
        // Made anew each time it is asked for: closing destroys it rather than hiding it.
        gtk_window_set_hide_on_close(cast(), 0)
    }

    public func present() { gtk_window_present(cast()) }

    static func xml(_ groups: [(title: String, shortcuts: [Shortcut])]) -> String {
        let body = groups.map { group in
            let items = group.shortcuts.map { shortcut in
                """
                <child><object class="GtkShortcutsShortcut">
                  <property name="title">\(escapeMarkup(shortcut.title))</property>
                  <property name="accelerator">\(escapeMarkup(shortcut.accelerator))</property>
                </object></child>
                """
            }.joined()
            return """
                <child><object class="GtkShortcutsGroup">
                  <property name="title">\(escapeMarkup(group.title))</property>\(items)
                </object></child>
                """
        }.joined()
        return """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">main</property>\(body)
            </object></child></object></interface>
            """
    }
}

/// Escapes text for GtkBuilder XML and Pango markup.
public func escapeMarkup(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped)
}

/// An `AdwMessageDialog` with a heading, a body and one button that closes
/// it: for a failure the person should read before going on.
@MainActor
public final class MessageDialog: Widget, @unchecked Sendable {
    public convenience init(heading: String, body: String, dismissLabel: String, over parent: Widget?) {
        let window = parent.flatMap { gtk_widget_get_root($0.widgetPointer) }.map {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self)
        }
        self.init(widget: adw_message_dialog_new(window, heading, body))
        joinApplication(of: parent)
        let dialog: UnsafeMutablePointer<AdwMessageDialog> = cast()
        adw_message_dialog_add_response(dialog, "close", dismissLabel)
        adw_message_dialog_set_default_response(dialog, "close")
        adw_message_dialog_set_close_response(dialog, "close")
    }

    /// Shows it; it closes itself when answered.
    public func present() { gtk_window_present(cast()) }
}

/// An `AdwMessageDialog` asking a question with several answers; Escape or
/// closing it gives the `cancel` answer.
@MainActor
public final class QuestionDialog: Widget, @unchecked Sendable {
    public struct Answer: Sendable {
        public let id: String
        public let label: String
        public let isDestructive: Bool

        public init(id: String, label: String, isDestructive: Bool = false) {
            self.id = id
            self.label = label
            self.isDestructive = isDestructive
        }
    }

    public convenience init(
        heading: String, body: String, answers: [Answer], cancel: String, suggested: String?, over parent: Widget?
    ) {
        let window = parent.flatMap { gtk_widget_get_root($0.widgetPointer) }.map {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self)
        }
        self.init(widget: adw_message_dialog_new(window, heading, body))
        joinApplication(of: parent)
        let dialog: UnsafeMutablePointer<AdwMessageDialog> = cast()
        for answer in answers {
            adw_message_dialog_add_response(dialog, answer.id, answer.label)
            if answer.isDestructive {
                adw_message_dialog_set_response_appearance(dialog, answer.id, ADW_RESPONSE_DESTRUCTIVE)
            }
        }
        adw_message_dialog_set_close_response(dialog, cancel)
        if let suggested {
            adw_message_dialog_set_default_response(dialog, suggested)
            adw_message_dialog_set_response_appearance(dialog, suggested, ADW_RESPONSE_SUGGESTED)
        }
    }

    /// Shows it; `answered` gets the chosen answer's id once (it closes itself).
    public func present(answered: @escaping @MainActor (String) -> Void) {
        onWithPointer("response") { response in
            answered(response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
        }
        gtk_window_present(cast())
    }
}
