import CGtk
import CGtkShims
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The shortcuts window GtkKit writes as GtkBuilder XML: what GTK builds from it,
/// escaping, refused accelerators, and showing it as an application window's help overlay.
final class ShortcutsWindowTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    private static let groups = [
        ShortcutsGroup(
            title: "General",
            shortcuts: [
                ShortcutsItem(title: "New Person", accelerator: "<Control>n"),
                ShortcutsItem(title: "Keyboard Shortcuts", accelerator: "<Control>question"),
                ShortcutsItem(title: "Quit", accelerator: "<Control>q"),
            ]),
        ShortcutsGroup(
            title: "Tom & Jerry's <b>\"Group\"</b>",
            shortcuts: [
                ShortcutsItem(title: "Save & Close <now> \"quoted\" 'single'", accelerators: ["<Control>s", "<Control><Shift>s"]),
                ShortcutsItem(title: "Delete", accelerator: "Delete"),
            ]),
    ]

    func testTheBuiltWindowHasTheGroupsTitlesAndAcceleratorsGiven() throws {
        try MainActor.assumeIsolated {
            let shortcuts = try ShortcutsWindow(groups: Self.groups)
            defer {
                gtk_window_destroy(gk_window(shortcuts.pointer))
                MainLoopBridge.iterateUntilIdle()
            }
            XCTAssertEqual(shortcuts.builtGroups, Self.groups, "GTK holds exactly the titles given, markup characters included")
        }
    }

    func testSectionsAreBuiltInOrder() throws {
        try MainActor.assumeIsolated {
            let sections = [
                ShortcutsSection(name: "main", title: "Main", groups: [Self.groups[0]]),
                ShortcutsSection(name: "editing", title: "Editing", groups: [Self.groups[1]]),
            ]
            let shortcuts = try ShortcutsWindow(sections: sections)
            defer {
                gtk_window_destroy(gk_window(shortcuts.pointer))
                MainLoopBridge.iterateUntilIdle()
            }
            XCTAssertEqual(shortcuts.builtGroups, Self.groups)
        }
    }

    func testTheBuilderXMLEscapesEveryTitle() throws {
        let xml = try ShortcutsWindow.builderXML(sections: [ShortcutsSection(name: "a&b", groups: Self.groups)])
        XCTAssertTrue(xml.contains("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;Group&quot;&lt;/b&gt;"), xml)
        XCTAssertTrue(xml.contains("Save &amp; Close &lt;now&gt; &quot;quoted&quot; &apos;single&apos;"), xml)
        XCTAssertTrue(xml.contains("&lt;Control&gt;s &lt;Control&gt;&lt;Shift&gt;s"), "accelerators are escaped and joined by spaces")
        XCTAssertTrue(xml.contains("<property name=\"section-name\">a&amp;b</property>"))
        XCTAssertFalse(xml.contains("<b>"), "no title leaks markup into the definition")
        XCTAssertEqual(ShortcutsWindow.escaped("a<b>&\"c\"'d'"), "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
    }

    func testAnAcceleratorGTKCannotParseIsRefused() throws {
        try MainActor.assumeIsolated {
            for accelerator in ["<Control>", "<Contrl>n", "<Control>n <Control>m", ""] {
                let groups = [ShortcutsGroup(title: "G", shortcuts: [ShortcutsItem(title: "Broken", accelerator: accelerator)])]
                XCTAssertThrowsError(try ShortcutsWindow(groups: groups), "“\(accelerator)”") { error in
                    XCTAssertEqual(error as? ShortcutsWindowError, .invalidAccelerator(accelerator, title: "Broken"))
                }
            }
            let none = [ShortcutsGroup(title: "G", shortcuts: [ShortcutsItem(title: "No keys", accelerators: [])])]
            XCTAssertThrowsError(try ShortcutsWindow(groups: none))
        }
    }

    func testAttachedAsHelpOverlayTheWindowActionPresentsIt() throws {
        try MainActor.assumeIsolated {
            let window = Window(application: try GtkTestSupport.registeredApplication())
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let shortcuts = try ShortcutsWindow(groups: Self.groups)
            try shortcuts.attach(to: window)
            window.present()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertFalse(shortcuts.isVisible, "attaching does not show it")

            XCTAssertNotEqual(
                gtk_widget_activate_action_variant(window.widget, "win.show-help-overlay", nil), 0,
                "the window has the action win.show-help-overlay")
            XCTAssertTrue(MainLoopBridge.iterate(until: { shortcuts.isOnScreen }), "the action presents the shortcuts window")
            XCTAssertTrue(
                gtk_window_get_transient_for(gk_window(shortcuts.pointer)) == gk_window(window.pointer), "it is the window's dialog")
            XCTAssertNotEqual(gtk_window_get_modal(gk_window(shortcuts.pointer)), 0, "and modal")

            shortcuts.close()
            XCTAssertTrue(MainLoopBridge.iterate(until: { !shortcuts.isOnScreen }), "closing hides it")
            XCTAssertNotEqual(gtk_widget_activate_action_variant(window.widget, "win.show-help-overlay", nil), 0)
            XCTAssertTrue(MainLoopBridge.iterate(until: { shortcuts.isOnScreen }), "and it can be shown again")
        }
    }

    func testAWindowWithoutAnApplicationCannotHaveAHelpOverlay() throws {
        try MainActor.assumeIsolated {
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let shortcuts = try ShortcutsWindow(groups: Self.groups)
            defer { gtk_window_destroy(gk_window(shortcuts.pointer)) }
            XCTAssertThrowsError(try shortcuts.attach(to: window)) { error in
                XCTAssertEqual(error as? ShortcutsWindowError, .notAnApplicationWindow)
            }
        }
    }
}
