import Foundation
import GLibKit

Translations.bind()
// GTK's main loop must also run Swift's main actor and DispatchQueue.main.
MainLoopIntegration.install()
let status = GlobetrotterApp().run()
exit(status)
