import CGtk
import Foundation
import RosterModel

/// The longest person the rules allow, in the costliest shape for text layout: every
/// text field at its limit, each character carrying three combining marks (four
/// scalars a character; as many such characters as the field's scalar bound allows),
/// no spaces. Shared by the window's regression test and the
/// `--benchmark-select-longest` figure of `make bench`.
public enum LongestPerson {
    /// `count` characters of one letter with three combining marks each.
    public static func marked(_ letter: String, _ count: Int) -> String {
        String(repeating: letter + "\u{301}\u{302}\u{303}", count: count)
    }

    /// The person, with the photo at `avatarPath` (nil: none). Valid by `PersonRules`.
    public static func person(id: PersonID, avatarPath: String?) -> Person {
        Person(
            id: id, name: marked("W", PersonRules.nameLimit.characters),
            email: String(repeating: "a", count: 64) + "@" + String(repeating: String(repeating: "b", count: 63) + ".", count: 2) + "org",
            phone: "+" + String(repeating: "1", count: PersonRules.phoneLimit.characters - 1),
            website: "https://" + String(repeating: String(repeating: "x", count: 60) + ".", count: 30) + "org",
            companyName: marked("C", PersonRules.companyLimit.characters),
            biography: marked("B", min(PersonRules.biographyLimit.characters, PersonRules.biographyLimit.scalars / 4)),
            avatarPath: avatarPath)
    }

    /// Writes a plain PNG of `width`×`height` pixels to `path`; false if gdk-pixbuf cannot.
    public static func writePhoto(to path: String, width: Int32, height: Int32) -> Bool {
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3584_E4FF)
        var error: UnsafeMutablePointer<GError>?
        defer { if error != nil { g_error_free(error) } }
        return gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) == 1
    }
}
