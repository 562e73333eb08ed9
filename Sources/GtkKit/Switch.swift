import CGtk
import CGtkShims

/// `GtkSwitch`: an on/off control for a setting that takes effect at once.
/// Its GObject property `active` is what `bindProperty` binds.
@MainActor
public final class Switch: Widget, Pressable {
    private let userHandlers = UserChangeHandlers()

    /// A switch, on when `isOn`.
    public init(isOn: Bool = false) {
        super.init(sinking: gtk_switch_new())
        gtk_switch_set_active(gk_switch(pointer), isOn ? 1 : 0)
    }

    /// Whether the switch is on. Setting it does not run `onToggled` handlers.
    public var isOn: Bool {
        get { gtk_switch_get_active(gk_switch(pointer)) != 0 }
        set {
            guard newValue != isOn else { return }
            userHandlers.whileBlocked { gtk_switch_set_active(gk_switch(pointer), newValue ? 1 : 0) }
        }
    }

    /// Adds `handler`, run with the new state when the user flips the switch.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        userHandlers.add(
            onPropertyChanged("active") { [weak self] in
                guard let self else { return }
                handler(self.isOn)
            })
    }

    /// Flips the switch as a click does, at once: only when it is on screen and
    /// takes input. Returns whether it flipped. (A real click slides the knob
    /// first and flips at the end of the slide, frames later; the flip itself —
    /// `state-set`, `notify::active`, the bindings — is the same.)
    @discardableResult
    public func click() -> Bool {
        guard canBePressed else { return false }
        gtk_switch_set_active(gk_switch(pointer), isOn ? 0 : 1)
        return true
    }
}
