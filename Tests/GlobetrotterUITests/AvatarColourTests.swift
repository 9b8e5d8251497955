import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterUI

/// Without a name, an avatar shows the person's icon on one colour, the same
/// every run (AdwAvatar picks a random colour for an empty text): the
/// Profile page's screenshots compare equal from run to run.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct AvatarColourTests {
    @Test func namelessAvatarsLookTheSameAndANameShowsItsInitials() async throws {
        let folder = makeTemporaryDirectory(prefix: "avatar")
        var pictures: [Data] = []
        for index in 0..<3 {
            let window = ApplicationWindow(application: TestApplication.shared)
            defer { window.destroy() }
            let avatar = Avatar(size: 64)
            window.setContent(avatar)
            window.present()
            let path = "\(folder)/\(index).png"
            try await renderPNG(avatar, to: path)
            pictures.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(avatar.text == "")
            avatar.text = "Ada Lovelace"
            #expect(avatar.text == "Ada Lovelace")
        }
        #expect(Set(pictures).count == 1, "every nameless avatar has the same colour")
    }
}
