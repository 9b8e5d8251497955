/// What every Trips map (a trip's, the stop editor's) says when its tiles fail:
/// the map widget reports tile errors itself, outside any presenter's state.
public enum TripsMapWording {
    /// What the map says when tiles cannot be loaded; the error's
    /// `description` (the technical detail) goes in the tooltip.
    public static func tileFailure(_ error: any Error) -> String {
        switch error as? TileError {
        case .outOfRange?: tr("This part of the map does not exist.")
        case .unavailable?: tr("The offline map is damaged or missing. Reinstalling Globetrotter restores it.")
        case nil: tr("Map tiles could not be loaded.")
        }
    }
}
