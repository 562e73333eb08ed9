import CAdw
import CGtk

/// `AdwClamp`: keeps its child at a readable width (centred) in a wide window,
/// and lets it shrink with a narrow one.
@MainActor
public final class Clamp: Widget {
    /// - Parameters:
    ///   - child: the widget kept at a readable width.
    ///   - maximumWidth: the widest the child gets, in pixels.
    ///   - tighteningThreshold: the width from which the child grows more slowly toward
    ///     the maximum (nil: libadwaita's default).
    public init(child: Widget, maximumWidth: Int32, tighteningThreshold: Int32? = nil) {
        super.init(sinking: adw_clamp_new())
        let clamp = gk_adw_clamp(pointer)
        adw_clamp_set_child(clamp, child.widget)
        adw_clamp_set_maximum_size(clamp, maximumWidth)
        if let tighteningThreshold { adw_clamp_set_tightening_threshold(clamp, tighteningThreshold) }
    }
}
