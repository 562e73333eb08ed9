import CAdw
import CGtk
import CGtkShims
import Foundation

/// `AdwAvatar`: a round picture of a person, or their initials on a colour.
@MainActor
public final class Avatar: Widget {
    /// - Parameters:
    ///   - size: the diameter in pixels.
    ///   - text: the name the initials come from.
    public init(size: Int32, text: String = "") {
        super.init(sinking: adw_avatar_new(size, text, 1))
    }

    private var avatar: OpaquePointer { gk_adw_avatar(pointer) }

    /// The name (or the initials themselves) the avatar shows the initials of.
    public var text: String {
        get { adw_avatar_get_text(avatar).map { String(cString: $0) } ?? "" }
        set { adw_avatar_set_text(avatar, newValue) }
    }

    /// The initials as drawn (libadwaita's own label), or nil while an image shows.
    public var shownInitials: String? {
        guard imageFile == nil else { return nil }
        var found: String?
        Widget.forEachDescendant(of: widget) { child in
            if found == nil, gk_is_label(child) != 0, gtk_widget_get_visible(child) != 0 {
                found = String(cString: gtk_label_get_text(OpaquePointer(child)))
            }
        }
        return found
    }

    /// The image file shown instead of initials (nil: initials).
    public private(set) var imageFile: String?

    /// The largest file `setImageFile` reads. Decoding happens on the main thread: a path
    /// naming something else than a picture (a device, a pipe, a huge file, from a shared
    /// database a colleague can write) must not stall the window.
    public static let maximumImageFileBytes = 16 << 20

    /// Shows the image at `path` instead of initials; nil goes back to initials.
    /// Returns false (and shows initials) when the file is not a regular file of at most
    /// `maximumImageFileBytes`, or cannot be decoded.
    @discardableResult
    public func setImageFile(_ path: String?) -> Bool {
        guard let path else {
            adw_avatar_set_custom_image(avatar, nil)
            imageFile = nil
            return true
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
            (attributes?[.size] as? Int).map({ $0 <= Self.maximumImageFileBytes }) == true,
            let texture = gdk_texture_new_from_filename(path, nil)
        else {
            adw_avatar_set_custom_image(avatar, nil)
            imageFile = nil
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        adw_avatar_set_custom_image(avatar, gk_paintable(UnsafeMutableRawPointer(texture)))
        imageFile = path
        return true
    }
}
