import GlobetrotterCore
import GtkKit

/// Car, Bicycle, On Foot: three linked toggle buttons acting as one
/// segmented control (libadwaita 1.2 has no toggle group). Choosing one sends
/// its mode; the state's choice is shown without sending it back.
@MainActor
final class TravelModeControl {
    let root: Box
    private(set) var buttons: [TravelMode: ToggleButton] = [:]
    private var isRendering = false

    init(choice: TravelModeChoice) {
        var row: [Widget] = []
        var first: ToggleButton?
        for option in choice.options {
            let button = ToggleButton(label: option.label)
            if let first { button.group(with: first) } else { first = button }
            button.expand(horizontally: true, vertically: false)
            buttons[option.mode] = button
            row.append(button)
        }
        root = Box(.horizontal, row)
        root.addCSSClass("linked")
        root.setAccessibleLabel(choice.accessibleName)
    }

    func onChoose(_ handler: @escaping @MainActor (TravelMode) -> Void) {
        for (mode, button) in buttons {
            button.onToggled { [weak self, weak button] in
                guard let self, !self.isRendering, button?.isActive == true else { return }
                handler(mode)
            }
        }
    }

    func show(_ mode: TravelMode) {
        isRendering = true
        buttons[mode]?.isActive = true
        isRendering = false
    }
}
