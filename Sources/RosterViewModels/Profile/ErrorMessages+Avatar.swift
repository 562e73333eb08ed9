import Foundation
import RosterModel

extension ErrorMessages {
    /// Why an avatar image was refused, for people (`AvatarError.description` is the English log text).
    public static func text(_ error: AvatarError) -> String {
        switch error {
        case .missing(let name): return L10n.tr("“{0}” does not exist.", name)
        case .unreadable(let name): return L10n.tr("“{0}” cannot be read.", name)
        case .notAnImage(let name):
            let accepted = acceptedImageTypes
            return accepted.isEmpty
                ? L10n.tr("“{0}” is not an image Roster can show.", name)
                // TRANSLATORS: {1} is a list of formats, "PNG, JPEG, GIF, BMP or TIFF".
                : L10n.tr("“{0}” is not an image Roster can show ({1}).", name, accepted)
        case .notARegularFile(let name): return L10n.tr("“{0}” is a folder, a device or a pipe, not an image file.", name)
        case .tooLarge(let name, let bytes):
            return L10n.tr(
                "“{0}” is too large ({1} MB); images can be at most {2} MB.",
                name, megabytes(bytes), String(AvatarLibrary.maximumBytes / 1_048_576))
        case .dimensionsTooLarge(let name, let width, let height):
            return L10n.tr(
                "“{0}” is {1}×{2} pixels; images can be at most {3} pixels a side and {4} megapixels.",
                name, String(width), String(height), String(AvatarLibrary.maximumSide),
                String(AvatarLibrary.maximumPixels / 1_000_000))
        case .cannotStore(let reason): return L10n.tr("The image could not be stored: {0}.", reason)
        }
    }

    /// The accepted image formats as a list, "PNG, JPEG, GIF, BMP or TIFF" (`AvatarImageTypes.formats`).
    public static var acceptedImageTypes: String {
        let names = AvatarImageTypes.formats.map(\.displayName)
        guard let last = names.last else { return "" }
        // TRANSLATORS: the end of a list of image formats, "BMP or TIFF".
        return names.count == 1 ? last : L10n.tr("{0} or {1}", names.dropLast().joined(separator: ", "), last)
    }

    /// A size in megabytes with one decimal, as `AvatarError.description` writes it in English.
    static func megabytes(_ bytes: Int) -> String {
        let value = (Double(bytes) / 1_048_576 * 10).rounded() / 10
        guard let locale = Translations.locale else { return "\(value)" }
        return value.formatted(.number.precision(.fractionLength(1)).locale(locale))
    }
}
