import Foundation
import GtkKit
import Testing

/// On a machine without a GPU (OpenGL is Mesa's llvmpipe, as under Xvfb
/// here) the app draws with GTK's cairo renderer: GTK's GL renderer costs
/// about 60 ms of CPU a frame there even for an empty window, so a panned
/// map stutters. A renderer named in GSK_RENDERER stands.
@MainActor @Suite(.serialized, .timeLimit(.minutes(3))) struct RendererChoiceTests {
    /// What the test's own display offers: OpenGL's renderer string, nil without OpenGL.
    private var openGL: String? {
        _ = TestApplication.shared
        return Renderer.openGLRenderer
    }

    private func renderer(launchedWith environment: [String: String]) throws -> String? {
        var app = AppProcess()
        defer { try? FileManager.default.removeItem(at: app.home) }
        // AppProcess sets GSK_RENDERER=cairo, as every other test wants.
        if environment["GSK_RENDERER"] == nil { app.unset = ["GSK_RENDERER"] }
        app.overrides = environment
        let outcome = try app.run(["--startup-report"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let line = try #require(outcome.output.split(separator: "\n").last)
        let report = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return report?["renderer"] as? String
    }

    /// Through GLX (GTK 4.8's default on X11) and EGL (Wayland's, or X11's with GDK_DEBUG=gl-egl).
    @Test(arguments: [[:], ["GDK_DEBUG": "gl-egl"]])
    func withoutAGPUTheWindowIsDrawnWithCairo(environment: [String: String]) throws {
        let openGL = try #require(openGL, "this test needs OpenGL on its display (Mesa's llvmpipe under Xvfb)")
        let software = Renderer.isSoftware(openGLRenderer: openGL)
        // The driver's word, asked without a GL context, agrees with the renderer's name.
        #expect(Renderer.openGLIsSoftware == software, "OpenGL here: \(openGL)")
        #expect(try renderer(launchedWith: environment) == (software ? "cairo" : "gl"), "OpenGL here: \(openGL)")
    }

    @Test func aRendererNamedInTheEnvironmentStands() throws {
        try #require(openGL != nil, "this test needs OpenGL on its display")
        #expect(try renderer(launchedWith: ["GSK_RENDERER": "gl"]) == "gl")
        #expect(try renderer(launchedWith: ["GSK_RENDERER": "cairo"]) == "cairo")
    }

    @Test func softwareRasterizersAreKnownByName() {
        #expect(Renderer.isSoftware(openGLRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)"))
        #expect(Renderer.isSoftware(openGLRenderer: "softpipe"))
        #expect(Renderer.isSoftware(openGLRenderer: "Google SwiftShader"))
        #expect(!Renderer.isSoftware(openGLRenderer: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        #expect(
            !Renderer.isSoftware(openGLRenderer: "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-18-amd64)"))
    }
}
