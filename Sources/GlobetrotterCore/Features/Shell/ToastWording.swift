/// What a screen reader says for a toast's close button, which libadwaita 1.2 leaves nameless.
public enum ToastWording {
    public static var dismiss: String { tr("Dismiss Notification") }
}
