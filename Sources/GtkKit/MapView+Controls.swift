import CShumate

extension MapView {
    /// The zoom buttons over the map (hidden while the map is drawn for print).
    public var showsZoomButtons: Bool {
        get { shumate_simple_map_get_show_zoom_buttons(opaque) != 0 }
        set { shumate_simple_map_set_show_zoom_buttons(opaque, newValue ? 1 : 0) }
    }
}
