import GtkKit

/// Clicks as a user does: on a control that is still appearing (its page switched in
/// by the last click, its row laid out at the next frame), they wait until it is on
/// screen and takes input, then click. A control that never appears is not clicked.
extension Pressable {
    func clickWhenShown() {
        _ = MainLoopBridge.iterate(until: { canBePressed }, timeout: .seconds(2))
        click()
    }
}
