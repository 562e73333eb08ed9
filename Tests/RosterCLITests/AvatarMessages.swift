// The model decides which image types this machine's gdk-pixbuf can read; the messages name them.
import RosterModel

/// The CLI's message for a file that is not an image it can show.
func notAnImage(_ name: String) -> String {
    "“\(name)” is not an image Roster can show (\(AvatarImageTypes.displayList))."
}
