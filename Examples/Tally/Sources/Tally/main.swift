import GtkKit

// Tally: `tally` runs the app; `tally --self-check` drives it and exits.

let selfCheck = CommandLine.arguments.dropFirst().contains("--self-check")
let application = Application(id: "io.github.rosterteam.Tally", isUnique: !selfCheck)
let model = TallyModel()
var tally: TallyWindow?
var failures: [String] = []

application.addAction("quit") { application.quit() }
application.setAccelerators(["<Control>q"], forAction: "app.quit")
application.setAccelerators(["<Control>n"], forAction: "win.add")
application.setAccelerators(["<Control>r"], forAction: "win.reset")

application.onActivated {
    if let tally { return tally.present() }
    let window = TallyWindow(application: application, model: model)
    tally = window
    window.present()
    if selfCheck {
        Task { @MainActor in
            failures = await SelfCheck(tally: window, application: application).run()
            application.quit()
        }
    }
}
application.quitOnTerminationSignals()
let status = application.run()

if selfCheck {
    if failures.isEmpty {
        print("tally: self-check passed")
    } else {
        failures.forEach { print("tally: self-check FAILED: \($0)") }
        exitProcess(1)
    }
}
exitProcess(status)
