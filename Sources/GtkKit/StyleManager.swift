import CAdw

/// libadwaita's `AdwStyleManager`: which colour scheme the app uses. By default it
/// follows the system's preference (the desktop portal's, or
/// `ADW_DEBUG_COLOR_SCHEME=prefer-dark`), which plain GTK 4.8 does not read.
@MainActor
public enum StyleManager {
    /// The schemes an app can ask for.
    public enum ColorScheme: Sendable {
        /// Light unless the system prefers dark.
        case followSystem
        case forceLight
        case forceDark
    }

    /// Sets the app's colour scheme (call after the application has started up).
    public static func setColorScheme(_ scheme: ColorScheme) {
        let value: AdwColorScheme
        switch scheme {
        case .followSystem: value = ADW_COLOR_SCHEME_DEFAULT
        case .forceLight: value = ADW_COLOR_SCHEME_FORCE_LIGHT
        case .forceDark: value = ADW_COLOR_SCHEME_FORCE_DARK
        }
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), value)
    }

    /// Whether the app is drawn dark now.
    public static var isDark: Bool { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }
}
