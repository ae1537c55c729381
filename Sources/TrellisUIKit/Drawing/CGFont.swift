import Foundation

/// Core Foundation's string type. Swift on Linux exports no `CFString`, and
/// has no bridging, so `font.fontName as CFString` (as apps write to make a
/// `CGFont`) would not compile; here it is `String`, and the coercion is
/// the identity.
public typealias CFString = String

/// Core Foundation's array (`CFArray`, toll-free bridged with `NSArray`):
/// apps hand `CGGradient` its colours as `[top, bottom] as CFArray`, which
/// compiles here as the coercion to `NSArray` (Linux's Foundation bridges
/// arrays to it).
public typealias CFArray = NSArray

/// Any Core Foundation object (`CFTypeRef`, which Swift imports as
/// `AnyObject`): apps give a text layer its font as `uiFont as CFTypeRef`.
public typealias CFTypeRef = AnyObject

/// A font by name (Core Graphics' `CGFont`), as apps give a `CATextLayer`:
/// `layer.font = CGFont(font.fontName as CFString)`. Nil when no installed
/// font has that name, as Core Graphics returns nil for an unknown one; a
/// text layer draws it at its `fontSize`.
public final class CGFont: @unchecked Sendable {
    /// The name it was made with, which `UIFont(name:size:)` reads back.
    public let postScriptName: CFString?
    public var fullName: CFString? { postScriptName }

    public init?(_ name: CFString) {
        guard UIFontName.font(named: name, size: 17) != nil else { return nil }
        postScriptName = name
    }
}
