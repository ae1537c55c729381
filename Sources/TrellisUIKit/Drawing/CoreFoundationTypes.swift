import Foundation

// Core Foundation's types that view code coerces to beside `CFArray`,
// `CFString` and `CFTypeRef` (CGFont.swift; `CFData`, an image's pixels,
// is CGImage.swift's own class): Swift on Linux exports none
// of them. Each is toll-free bridged with its Foundation class, so here it
// is that class, and `as CFDictionary` compiles as the coercion to it
// (Linux's Foundation bridges dictionaries, numbers and data so).

/// `CFDictionary`: a query or attributes handed over as `[key: value] as CFDictionary`
/// (a keychain query, held-out corpus 13's WireGuard; Core Text's attributes).
public typealias CFDictionary = NSDictionary
/// `CFMutableDictionary`, bridged with `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary
/// `CFNumber`: `value as CFNumber` of an `Int`, a `Double` or (through
/// TrellisObjC's bridging) a `CGFloat`.
public typealias CFNumber = NSNumber
/// `CFAttributedString`, Core Text's text (`string as CFAttributedString`).
public typealias CFAttributedString = NSAttributedString
