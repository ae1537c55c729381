import Foundation

/// UIKit's geometry boxes (`NSValue(cgRect:)`, `cgRectValue` and kin, from
/// UIKit's NSValue additions), which code reads out of notifications' user
/// info: a keyboard's frame is `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue`.
/// Foundation on Linux has the same boxes under AppKit's names
/// (`NSValue(rect:)`, `rectValue`); these are those.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

/// The largest finite `Float`, which iOS code gets from Darwin's math.h
/// through `import UIKit` (`MAXFLOAT`, C's `FLT_MAX`) and Glibc's module
/// does not export.
public var MAXFLOAT: Float { .greatestFiniteMagnitude }
