import CGtk
import CGtkShims
import GtkKit
import GtkTestSupport
import XCTest

private final class Sentinel {}

/// One registered application for the whole test process: GTK adds application
/// windows only to a registered application, and registers an id once.
@MainActor
private enum TestApplication {
    static let shared: Application = {
        let application = Application(id: "io.github.rosterteam.GtkKitTests", isUnique: false)
        XCTAssertTrue(application.register(), "the test application registers")
        return application
    }()
}

/// Emits `signal` on `instance` with one argument through `g_signal_emitv`, as
/// GTK emits it (the C varargs emitter does not import).
@MainActor
private func emit(_ instance: UnsafeMutableRawPointer, _ signal: String, type: GType, argument: (inout GValue) -> Void) {
    var values = [GValue(), GValue()]
    g_value_init(&values[0], GType(20 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_OBJECT
    g_value_set_object(&values[0], instance)
    argument(&values[1])
    let id = g_signal_lookup(signal, type)
    XCTAssertNotEqual(id, 0, "\(signal) exists")
    values.withUnsafeBufferPointer { g_signal_emitv($0.baseAddress, id, 0, nil) }
    g_value_unset(&values[0])
    g_value_unset(&values[1])
}

/// GtkKit as a kit: public signal connection of every wrapped signature,
/// actions, accelerators, menus, property bindings and the Swift enums.
final class KitTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    // MARK: Signals

    func testEachWrappedSignatureDeliversItsArgument() {
        MainActor.assumeIsolated {
            // No arguments.
            let button = Button(label: "Go")
            var clicks = 0
            button.connect("clicked") { clicks += 1 }
            gk_signal_emit_void(button.pointer, "clicked")
            XCTAssertEqual(clicks, 1)

            // A pointer argument: notify:: passes the GParamSpec.
            let label = Label("a")
            var notified: [String] = []
            label.connect(
                "notify::label",
                pointer: { spec in
                    notified.append(String(cString: g_param_spec_get_name(spec.assumingMemoryBound(to: GParamSpec.self))))
                })
            var changes = 0
            label.onPropertyChanged("label") { changes += 1 }
            label.text = "b"
            XCTAssertEqual(notified, ["label"])
            XCTAssertEqual(changes, 1)

            // Int32: a dialog's response.
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let dialog = GObjectRef(sinking: UnsafeMutableRawPointer(gtk_dialog_new()))
            var responses: [Int32] = []
            dialog.connect("response", int32: { responses.append($0) })
            gtk_dialog_response(gk_dialog(dialog.pointer), 3)
            gtk_dialog_response(gk_dialog(dialog.pointer), GTK_RESPONSE_CANCEL.rawValue)
            XCTAssertEqual(responses, [3, -6])
            gtk_window_destroy(gk_window(dialog.pointer))

            // UInt32: a list view's activate (a position).
            let listView = GObjectRef(sinking: UnsafeMutableRawPointer(gtk_list_view_new(nil, nil)))
            var positions: [UInt32] = []
            listView.connect("activate", uint32: { positions.append($0) })
            emit(listView.pointer, "activate", type: gtk_list_view_get_type()) { value in
                g_value_init(&value, GType(7 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_UINT
                g_value_set_uint(&value, 4_000_000_000)
            }
            XCTAssertEqual(positions, [4_000_000_000], "an unsigned argument keeps its full range")

            // Double: a zoom gesture's scale-changed.
            let zoom = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_gesture_zoom_new()))
            var scales: [Double] = []
            zoom.connect("scale-changed", double: { scales.append($0) })
            emit(zoom.pointer, "scale-changed", type: gtk_gesture_zoom_get_type()) { value in
                g_value_init(&value, GType(15 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_DOUBLE
                g_value_set_double(&value, 1.25)
            }
            XCTAssertEqual(scales, [1.25], "a double arrives through a floating-point register")

            // Bool return: close-request kept the window open.
            var asked = 0
            window.connectReturningBool("close-request") {
                asked += 1
                return true
            }
            window.present()
            MainLoopBridge.iterateUntilIdle()
            window.close()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(asked, 1)
            XCTAssertTrue(window.isMapped, "returning true kept the window open")
        }
    }

    func testACallerWrittenTrampolineWrapsANewSignatureAndItsBoxIsReleased() {
        MainActor.assumeIsolated {
            typealias ItemsChanged = @MainActor (UInt32, UInt32, UInt32) -> Void
            // `items-changed` is (GListModel *, guint position, guint removed, guint added, gpointer).
            let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?) -> Void = {
                _, position, removed, added, data in
                let handler: ItemsChanged = SignalConnection.handler(from: data!)
                MainActor.assumeIsolated { handler(position, removed, added) }
            }
            let list = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_string_list_new(nil)))
            weak var weakSentinel: Sentinel?
            var changes: [[UInt32]] = []
            let connection: SignalConnection
            do {
                let sentinel = Sentinel()
                weakSentinel = sentinel
                let handler: ItemsChanged = { position, removed, added in
                    _ = sentinel
                    changes.append([position, removed, added])
                }
                connection = SignalConnection.connect(list.pointer, "items-changed", handler: handler, trampoline: trampoline)
            }
            gtk_string_list_append(OpaquePointer(list.pointer), "a")
            gtk_string_list_append(OpaquePointer(list.pointer), "b")
            XCTAssertEqual(changes, [[0, 0, 1], [1, 0, 1]])
            XCTAssertNotNil(weakSentinel, "GLib holds the handler while connected")
            XCTAssertTrue(connection.isConnected)
            connection.disconnect()
            connection.disconnect()
            XCTAssertFalse(connection.isConnected)
            XCTAssertNil(weakSentinel, "disconnecting released the boxed handler")
            gtk_string_list_append(OpaquePointer(list.pointer), "c")
            XCTAssertEqual(changes.count, 2, "a disconnected handler does not run")
        }
    }

    // MARK: Actions

    func testActionsRunByNameFromTheWidgetsOfTheirWindow() {
        MainActor.assumeIsolated {
            let application = TestApplication.shared
            let window = Window(application: application)
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let button = Button(label: "Inside")
            window.setChild(button)

            var appRuns = 0
            var winRuns = 0
            let appAction = application.addAction("kit-test-hello") { appRuns += 1 }
            let winAction = window.addAction("add") { winRuns += 1 }
            XCTAssertEqual(appAction.name, "kit-test-hello")
            XCTAssertTrue(application.hasAction(named: "kit-test-hello"))
            XCTAssertTrue(window.hasAction(named: "add"))

            XCTAssertTrue(button.activateAction("app.kit-test-hello"), "a widget in an application window sees app. actions")
            XCTAssertTrue(button.activateAction("win.add"))
            XCTAssertEqual(appRuns, 1)
            XCTAssertEqual(winRuns, 1)

            winAction.isEnabled = false
            XCTAssertFalse(winAction.isEnabled)
            button.activateAction("win.add")
            winAction.activate()
            XCTAssertEqual(winRuns, 1, "a disabled action does not run, however it is activated")
            winAction.isEnabled = true
            winAction.activate()
            XCTAssertEqual(winRuns, 2)

            XCTAssertFalse(button.activateAction("win.no-such-action"), "an unknown name is reported")

            let open = SimpleAction(name: "open", parameter: .string)
            var opened: [String] = []
            open.onActivated(string: { opened.append($0) })
            window.addAction(open)
            button.activateAction("win.open", parameter: "notes")
            open.activate(parameter: "todo")
            XCTAssertEqual(opened, ["notes", "todo"])

            let toggle = SimpleAction(name: "compact", isOn: false)
            var seen: [Bool] = []
            toggle.onActivated { [weak toggle] in seen.append(toggle?.isOn ?? false) }
            window.addAction(toggle)
            button.activateAction("win.compact")
            button.activateAction("win.compact")
            XCTAssertEqual(seen, [true, false], "an on/off action flips before its handler runs")
            var second = 0
            toggle.onActivated { second += 1 }
            button.activateAction("win.compact")
            XCTAssertEqual(seen, [true, false, true], "two handlers: still one flip per activation")
            XCTAssertEqual(second, 1)
            toggle.isOn = true
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(seen.count, 3, "setting the state runs no handler")

            window.removeAction(named: "add")
            XCTAssertFalse(window.hasAction(named: "add"))
            application.removeAction(named: "kit-test-hello")
        }
    }

    func testWinActionsWorkOnAPlainWindowAndGroupsOnAnyWidget() {
        MainActor.assumeIsolated {
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let box = Box(.vertical)
            let button = Button(label: "Row")
            box.append(button)
            window.setChild(box)
            var runs: [String] = []
            window.addAction("save") { runs.append("win.save") }
            let group = ActionGroup()
            group.addAction("delete") { runs.append("row.delete") }
            box.insertActionGroup(group, prefix: "row")
            XCTAssertTrue(button.activateAction("win.save"))
            XCTAssertTrue(button.activateAction("row.delete"))
            XCTAssertFalse(window.activateAction("row.delete"), "a group is seen only inside the widget it is on")
            XCTAssertEqual(runs, ["win.save", "row.delete"])
        }
    }

    func testAcceleratorsAreRegisteredWithGtkAndRunTheirAction() {
        MainActor.assumeIsolated {
            let application = TestApplication.shared
            let window = Window(application: application)
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            var runs = 0
            window.addAction("kit-accel") { runs += 1 }
            application.setAccelerators(["<Control>k", "F7"], forAction: "win.kit-accel")
            XCTAssertEqual(application.accelerators(forAction: "win.kit-accel"), ["<Control>k", "F7"])

            let list = gtk_application_get_accels_for_action(gk_application(application.pointer), "win.kit-accel")!
            defer { g_strfreev(list) }
            XCTAssertEqual(list[0].map { String(cString: $0) }, "<Control>k", "GTK itself reports the accelerator")
            XCTAssertEqual(list[1].map { String(cString: $0) }, "F7")
            XCTAssertNil(list[2])

            window.present()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(window.activateShortcut("<Control>k"), "the window's application shortcuts handle the key")
            XCTAssertEqual(runs, 1)

            application.setAccelerators([], forAction: "win.kit-accel")
            XCTAssertEqual(application.accelerators(forAction: "win.kit-accel"), [])
        }
    }

    // MARK: Menus

    func testAMenuBuiltFromEntriesHasItsItemsSectionsAndSubmenus() {
        MainActor.assumeIsolated {
            let menu = Menu([
                .section([.item("_New", action: "win.add"), .item("Open Notes", action: "win.open::notes")]),
                .submenu("More", [.item("About", action: "app.about")]),
                .item("_Quit", action: "app.quit"),
            ])
            XCTAssertEqual(menu.itemCount, 3)
            XCTAssertNil(menu.label(at: 0), "an untitled section")
            let section = menu.section(at: 0)
            XCTAssertEqual(section?.itemCount, 2)
            XCTAssertEqual(section?.label(at: 0), "_New")
            XCTAssertEqual(section?.actionName(at: 1), "win.open", "the target is not part of the action's name")
            XCTAssertEqual(menu.label(at: 1), "More")
            XCTAssertEqual(menu.submenu(at: 1)?.actionName(at: 0), "app.about")
            XCTAssertNil(menu.section(at: 1))
            XCTAssertEqual(menu.label(at: 2), "_Quit")
            XCTAssertEqual(menu.actionName(at: 2), "app.quit")
            XCTAssertNil(menu.label(at: 9))
            XCTAssertEqual(menu.allActionNames, ["win.add", "win.open", "app.about", "app.quit"])

            let built = Menu().append("One", action: "app.one").appendSection("Two", Menu([.item("Three", action: "app.three")]))
            XCTAssertEqual(built.itemCount, 2)
            XCTAssertEqual(built.label(at: 1), "Two")
            // GTK's own reading of the model agrees.
            XCTAssertEqual(g_menu_model_get_n_items(gk_menu_model(built.pointer)), 2)

            let button = MenuButton(iconName: "open-menu-symbolic")
            button.menuModel = menu
            button.isPrimary = true
            XCTAssertTrue(button.isPrimary)
            XCTAssertTrue(button.menuModel === menu)
            XCTAssertEqual(gtk_menu_button_get_menu_model(gk_menu_button(button.pointer)).map { UnsafeMutableRawPointer($0) }, menu.pointer)
            built.removeAll()
            XCTAssertEqual(built.itemCount, 0)
        }
    }

    // MARK: Property bindings

    func testPropertyBindingsFollowTheSourceUntilUnbound() {
        MainActor.assumeIsolated {
            let lock = Switch()
            let entry = Entry()
            let binding = bindProperty(lock, "active", to: entry, "sensitive", flags: [.syncCreate, .invertBoolean])
            XCTAssertTrue(binding.isBound)
            XCTAssertTrue(entry.isSensitive, "sync-create: the inverted off state at once")
            lock.isOn = true
            XCTAssertFalse(entry.isSensitive)
            lock.isOn = false
            XCTAssertTrue(entry.isSensitive)
            binding.unbind()
            binding.unbind()
            XCTAssertFalse(binding.isBound)
            lock.isOn = true
            XCTAssertTrue(entry.isSensitive, "unbound: the target keeps its value")

            let first = CheckButton()
            let second = CheckButton()
            second.isActive = true
            bindProperty(first, "active", to: second, "active")
            XCTAssertTrue(second.isActive, "without sync-create nothing is copied until the source changes")
            second.isActive = false
            first.isActive = true
            XCTAssertTrue(second.isActive)

            let a = Switch()
            let b = Switch()
            bindProperty(a, "active", to: b, "active", flags: [.bidirectional, .syncCreate])
            b.isOn = true
            XCTAssertTrue(a.isOn, "bidirectional: the target's change flows back")

            let action = SimpleAction(name: "bound")
            bindProperty(a, "active", to: action, "enabled", flags: [.syncCreate, .invertBoolean])
            XCTAssertFalse(action.isEnabled, "actions' properties bind too")
            XCTAssertFalse(a.boolProperty("sensitive") == false)
        }
    }

    func testABindingEndsWhenAnObjectGoes() {
        MainActor.assumeIsolated {
            let source = Switch()
            var binding: PropertyBinding?
            do {
                let target = Label()
                binding = bindProperty(source, "active", to: target, "visible", flags: .syncCreate)
                XCTAssertFalse(target.isVisible)
            }
            XCTAssertEqual(binding?.isBound, false, "the target finalized, the binding is gone")
            source.isOn = true  // no crash: GLib dropped it
        }
    }

    // MARK: The parameters that were Roster's choices

    func testSwiftEnumsSetWhatGtkReadsBack() {
        MainActor.assumeIsolated {
            let stack = Stack(transition: .slideLeftRight)
            XCTAssertEqual(gtk_stack_get_transition_type(gk_stack(stack.pointer)), GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
            stack.transitionType = .none
            XCTAssertEqual(stack.transitionType, .none)

            let paned = Paned(.vertical, start: Label(), end: Label(), position: 10)
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(paned.pointer)), GTK_ORIENTATION_VERTICAL)
            XCTAssertEqual(paned.position, 10)
            paned.shrinksEndChild = true
            XCTAssertTrue(paned.shrinksEndChild)
            let sideBySide = Paned(start: Label(), end: Label(), position: 0)
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(sideBySide.pointer)), GTK_ORIENTATION_HORIZONTAL, "GTK's default")

            let label = Label("x")
            label.halign = .center
            label.valign = .end
            XCTAssertEqual(gtk_widget_get_halign(label.widget), GTK_ALIGN_CENTER)
            XCTAssertEqual(label.valign, .end)
            label.ellipsize = .middle
            XCTAssertEqual(label.ellipsize, .middle)
            XCTAssertTrue(label.ellipsizes)
            label.justification = .fill
            XCTAssertEqual(label.justification, .fill)
            label.wrapMode = .characters
            XCTAssertTrue(label.wraps)
            XCTAssertEqual(label.wrapMode, .characters)
            label.wrapMode = .none
            XCTAssertFalse(label.wraps)

            let scroller = ScrolledWindow(child: Label(), horizontal: .never, vertical: .always)
            var horizontal = GTK_POLICY_AUTOMATIC
            var vertical = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(gk_scrolled_window(scroller.pointer), &horizontal, &vertical)
            XCTAssertEqual(horizontal, GTK_POLICY_NEVER)
            XCTAssertEqual(vertical, GTK_POLICY_ALWAYS)

            let revealer = Revealer(child: Label(), transition: .crossfade)
            XCTAssertEqual(gtk_revealer_get_transition_type(gk_revealer(revealer.pointer)), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
            revealer.transition = .slideLeft
            XCTAssertEqual(revealer.transition, .slideLeft)

            let button = Button(label: "Add")
            button.detailedActionName = "win.open::notes"
            XCTAssertEqual(button.detailedActionName, "win.open")
            button.detailedActionName = nil
            XCTAssertNil(button.detailedActionName)

            let text = TextView(wrapMode: .none)
            XCTAssertEqual(text.wrapMode, .none)

            let list = ListBox(selectionMode: .none)
            XCTAssertEqual(list.selectionMode, .none)
            list.append(Label("one"))
            list.append(Label("two"))
            list.selectionMode = .single
            list.select(1)
            XCTAssertEqual(list.selectedIndex, 1)
            list.remove(list.children[0])
            XCTAssertEqual(list.children.count, 1)
            XCTAssertEqual(list.selectedIndex, 0)

        }
    }

    /// Every case of the enums that read GTK's value back (`init(_:)`) comes back as itself.
    func testEveryCaseReadsBackAsItself() {
        MainActor.assumeIsolated {
            let label = Label("x")
            for mode in EllipsizeMode.allCases {
                label.ellipsize = mode
                XCTAssertEqual(label.ellipsize, mode)
            }
            for justification in Justification.allCases {
                label.justification = justification
                XCTAssertEqual(label.justification, justification)
            }
            let text = TextView()
            for mode in WrapMode.allCases {
                label.wrapMode = mode
                XCTAssertEqual(label.wrapMode, mode, "label")
                text.wrapMode = mode
                XCTAssertEqual(text.wrapMode, mode, "text view")
            }
            let list = ListBox()
            for mode in SelectionMode.allCases {
                list.selectionMode = mode
                XCTAssertEqual(list.selectionMode, mode)
            }
        }
    }

    func testASwitchFlipsByClickAndReportsOnlyUserChanges() {
        MainActor.assumeIsolated {
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let toggle = Switch()
            window.setChild(toggle)
            var seen: [Bool] = []
            toggle.onToggled { seen.append($0) }
            XCTAssertFalse(toggle.click(), "not on screen: no click")
            window.present()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(toggle.click())
            XCTAssertTrue(toggle.isOn)
            toggle.isOn = false
            XCTAssertEqual(seen, [true], "setting from code is not reported")
        }
    }
}
