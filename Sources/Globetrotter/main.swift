import CGlobetrotter
import Foundation
import GLibKit
import InstalledData

gt_startup_trace("main")
Translations.bind()
gt_startup_trace("translations bound")
// GTK's main loop must also run Swift's main actor and DispatchQueue.main.
MainLoopIntegration.install()
let app = GlobetrotterApp()
gt_startup_trace("app object")
let status = app.run()
exit(status)
