import Foundation
import RosterModel

extension ImportExportViewModel {
    /// The export chooser's file name once the user picks the filter at `filterIndex`
    /// (`exportFormats`' index), as GNOME's apps rename it: a name ending in another
    /// format's extension takes the chosen format's ("roster.json" becomes "roster.vcf" under
    /// vCard, and back). Any other name (no extension, or one no format has) is the user's
    /// and stays; the format then follows the filter (`exportFormat(forPath:filterIndex:)`).
    public func exportName(_ name: String, forFilterAt filterIndex: Int) -> String {
        guard exportFormats.indices.contains(filterIndex) else { return name }
        let chosen = exportFormats[filterIndex].format
        let file = name as NSString
        guard let current = Self.format(ofExtension: file.pathExtension), current != chosen else { return name }
        return file.deletingPathExtension + "." + Self.fileExtension(of: chosen)
    }

    /// The extension a file of `format` is given: "json", "vcf".
    nonisolated static func fileExtension(of format: DirectoryTransfer.ExportFormat) -> String {
        switch format {
        case .json: return "json"
        case .vCard: return "vcf"
        }
    }

    /// The format an extension names ("vcf" and "vcard": vCard; "json": JSON), if any.
    nonisolated static func format(ofExtension pathExtension: String) -> DirectoryTransfer.ExportFormat? {
        switch pathExtension.lowercased() {
        case "vcf", "vcard": return .vCard
        case "json": return .json
        default: return nil
        }
    }
}
