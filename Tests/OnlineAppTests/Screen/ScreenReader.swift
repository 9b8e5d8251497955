import Foundation

/// One accessible of the app with its place in the tree, as `atspi-walk.py` reports it.
struct AccessibleNode: Decodable, Sendable {
    let path: String
    let parent: String
    let role: String
    let name: String
    let description: String
    let states: [String]
    let actions: [String]
    /// A nameless node's text (the Text interface), else empty.
    let text: String
    let window: String

    /// GTK 4.8 names a nameless panel or button after its class ("GtkButton",
    /// "AdwGizmo"): a reader says that, which is no name for a person.
    var spokenName: String {
        name.range(of: #"^(Gtk|Adw|Shumate)[A-Z][A-Za-z]*$"#, options: .regularExpression) == nil ? name : ""
    }

    /// Said twice, or with its mnemonic mark: GTK 4.8 names a labelled button
    /// by its label as written and again by the label it is labelled by
    /// ("_Try Again Try Again", "New Trip New Trip").
    var isSaidTwiceOrWithItsMark: Bool {
        if name.range(of: #"(^|\s)_\w"#, options: .regularExpression) != nil { return true }
        let words = name.split(separator: " ")
        guard words.count % 2 == 0, !words.isEmpty else { return false }
        return words[..<(words.count / 2)] == words[(words.count / 2)...]
    }

    /// The actions a person triggers (a label's "clipboard.copy" menu entries are not theirs).
    var ownActions: [String] { actions.filter { !$0.contains(".") } }

    /// Something a person reaches and works: a control by its role, or
    /// anything focusable or with an action of its own.
    var isControl: Bool {
        if Self.controlRoles.contains(role) { return true }
        if Self.containerRoles.contains(role) { return false }
        return states.contains("focusable") || !ownActions.isEmpty
    }

    static let controlRoles: Set<String> = [
        "push button", "toggle button", "check box", "radio button", "text", "password text", "entry",
        "spin button", "combo box", "link", "switch", "list item", "table row", "menu item", "page tab", "slider",
    ]
    /// Focusable in GTK 4.8's tree, but never where the focus stops: the
    /// scrolled window and a list hand it to their children.
    static let containerRoles: Set<String> = [
        "application", "frame", "window", "dialog", "filler", "panel", "scroll pane", "list", "list box",
        "tree table", "page tab list", "label", "scroll bar", "viewport",
    ]

    var isRow: Bool { ["list item", "table row"].contains(role) }
}

/// The app's accessible tree at one moment.
struct AccessibleTree {
    let nodes: [AccessibleNode]
    private let byPath: [String: AccessibleNode]

    init(_ nodes: [AccessibleNode]) {
        self.nodes = nodes
        byPath = Dictionary(nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func parent(of node: AccessibleNode) -> AccessibleNode? { node.path.isEmpty ? nil : byPath[node.parent] }

    func isInside(_ node: AccessibleNode, _ ancestor: AccessibleNode) -> Bool {
        node.path.hasPrefix(ancestor.path + "/")
    }

    /// The closest ancestor a person hears a name of: where to look for a nameless control.
    func nearestNamedAncestor(of node: AccessibleNode) -> AccessibleNode? {
        var current = parent(of: node)
        while let ancestor = current {
            if !ancestor.spokenName.isEmpty { return ancestor }
            current = parent(of: ancestor)
        }
        return nil
    }

    /// Where a node is, for a person fixing it: its role and name, its path, the nearest named ancestor.
    func locate(_ node: AccessibleNode) -> String {
        let named = nearestNamedAncestor(of: node).map { "\($0.role) “\($0.spokenName)”" } ?? "none"
        // What it shows: its tooltip, its text, or its first label (a row's).
        let label = nodes.first { $0.role == "label" && !$0.name.isEmpty && isInside($0, node) }?.name ?? ""
        let hint = [node.description, node.text, label].first { !$0.isEmpty }.map { ", shows “\($0)”" } ?? ""
        return "\(node.role) at \(node.path) in “\(node.window)”\(hint), inside \(named)"
    }

    /// What a reader finds wrong on the page: nameless controls, rows without a name,
    /// controls read twice, and sibling controls with one name. `within` limits it to one subtree.
    func problems(within root: AccessibleNode? = nil) -> [String] {
        let scope = nodes.filter { node in root.map { node.path == $0.path || isInside(node, $0) } ?? true }
        var found: [String] = []
        for node in scope where node.isControl && node.spokenName.isEmpty {
            found.append(
                node.isRow ? "a row without a name: \(locate(node))" : "a control without a name: \(locate(node))")
        }
        for node in scope where node.isControl && !node.isRow && node.isSaidTwiceOrWithItsMark {
            found.append("a control read twice or with its mnemonic mark: \(locate(node))")
        }
        let siblings = Dictionary(grouping: scope.filter { $0.isControl && !$0.spokenName.isEmpty }) {
            "\($0.parent)|\($0.spokenName)"
        }
        for (_, same) in siblings where same.count > 1 {
            found.append(
                "\(same.count) siblings named “\(same[0].spokenName)”: \(same.map { locate($0) }.joined(separator: "; "))"
            )
        }
        return found.sorted()
    }

    func first(_ role: String, named name: String, in window: String? = nil) -> AccessibleNode? {
        nodes.first { $0.role == role && $0.spokenName == name && (window == nil || $0.window == window) }
    }

    func first(where predicate: (AccessibleNode) -> Bool) -> AccessibleNode? { nodes.first(where: predicate) }

    /// The main window's title, which follows its page ("New Trip" on a trip's page): the application's first child.
    var mainWindow: String { byPath["0"]?.name ?? "" }

    /// The titles of the windows over the main window (About, Preferences, a picker).
    var otherWindows: [String] {
        nodes.filter { $0.path.split(separator: "/").count == 1 && $0.path != "0" }.map(\.name)
    }

    /// The deepest node holding both `a` and `b`: a page's part that has both.
    func commonAncestor(_ a: AccessibleNode, _ b: AccessibleNode) -> AccessibleNode? {
        let left = a.path.split(separator: "/")
        let right = b.path.split(separator: "/")
        let shared = zip(left, right).prefix { $0 == $1 }.map { String($0.0) }
        return byPath[shared.joined(separator: "/")]
    }
}

/// What a screen reader does with the app, through `atspi-walk.py`: read the
/// whole tree, and work a control through the Action interface.
struct ScreenReader {
    let pid: Int32
    private var script: String { Helper.folder.appendingPathComponent("Screen/atspi-walk.py").path }

    /// The tree now; a walk that met the bus mid-change is asked again (three times at most).
    func tree() async throws -> AccessibleTree {
        var attempt = 0
        while true {
            do {
                let output = try await Helper.run(
                    "/usr/bin/python3", [script, "tree", String(pid)], timeout: .seconds(60))
                return AccessibleTree(try JSONDecoder().decode([AccessibleNode].self, from: Data(output.utf8)))
            } catch  where attempt < 2 {
                attempt += 1
                try await Task.sleep(for: .milliseconds(300))
            }
        }
    }

    /// Reads the tree until `find` finds something; throws with the last tree's windows at the deadline.
    @discardableResult
    func waitFor<T>(_ what: String, within timeout: Duration = .seconds(30), _ find: (AccessibleTree) -> T?)
        async throws -> T
    {
        let deadline = ContinuousClock.now + timeout
        var last: AccessibleTree?
        repeat {
            if let tree = try? await tree() {
                last = tree
                if let found = find(tree) { return found }
            }
            try await Task.sleep(for: .milliseconds(200))
        } while ContinuousClock.now < deadline
        let names = last?.nodes.filter { $0.isControl || $0.role == "label" }.map { "\($0.role) “\($0.name)”" }
        throw Helper.Failure(
            description: "not found in time: \(what); the tree had: \(names?.joined(separator: ", ") ?? "nothing")")
    }

    /// Runs `node`'s action `action` as a reader does; with `listen`, returns the
    /// accessible-name and text changes the app announced in that time.
    @discardableResult
    func act(_ node: AccessibleNode, _ action: String = "click", listen: Duration = .zero) async throws
        -> [Announcement]
    {
        let seconds = Double(listen.components.seconds) + Double(listen.components.attoseconds) / 1e18
        let output = try await Helper.run(
            "/usr/bin/python3", [script, "act", String(pid), node.window, node.path, action, String(seconds)],
            timeout: listen + .seconds(20))
        let result = try JSONDecoder().decode(ActResult.self, from: Data(output.utf8))
        guard result.done else { throw Helper.Failure(description: "\(node.role) “\(node.name)” refused “\(action)”") }
        return result.heard
    }

    struct Announcement: Decodable, Sendable {
        let event: String
        let role: String
        let name: String
        let detail: String
    }

    private struct ActResult: Decodable {
        let done: Bool
        let heard: [Announcement]
    }
}
