import CAdw
import CGtk

/// `AdwClamp`: keeps its child at a readable width (centred) in a wide window,
/// and lets it shrink with a narrow one.
@MainActor
public final class Clamp: Widget {
    /// - Parameter maximumWidth: the widest the child gets, in pixels.
    public init(child: Widget, maximumWidth: Int32) {
        super.init(sinking: adw_clamp_new())
        let clamp = gk_adw_clamp(pointer)
        adw_clamp_set_child(clamp, child.widget)
        adw_clamp_set_maximum_size(clamp, maximumWidth)
        // Starts easing toward the maximum from two thirds of it, as GNOME's forms do.
        adw_clamp_set_tightening_threshold(clamp, maximumWidth * 2 / 3)
    }
}
