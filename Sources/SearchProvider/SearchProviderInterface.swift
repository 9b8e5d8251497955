/// GNOME Shell's search provider interface, version 2, as the Shell calls it
/// (gnome-shell's data/dbus-interfaces/org.gnome.Shell.SearchProvider2.xml).
enum SearchProviderInterface {
    static let name = "org.gnome.Shell.SearchProvider2"
    static let busName = "io.github.globetrotter.Globetrotter.SearchProvider"
    static let objectPath = "/io/github/globetrotter/Globetrotter/SearchProvider"

    static let introspectionXML = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>
        """
}
