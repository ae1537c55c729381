import Foundation
import Locking

/// A class that can make instances of its own kind by Objective-C's
/// initialiser selectors: TrellisUIKit's views and view controllers, whose
/// initialisers the rewriter does not see (they are not in the user's
/// module). `make` asks it after the registered factories.
public protocol ObjCFactoryProviding: AnyObject {
    /// An instance of exactly `cls` made with `selector` (`init`,
    /// `initWithFrame:`, `initWithNibName:bundle:`) and `arguments`, or nil
    /// when `cls` is not one it knows.
    static func objcMake(_ cls: AnyClass, _ selector: String, _ arguments: [Any]) -> AnyObject?
}

/// Objective-C's dynamic initialisers: `[[cls alloc] initWithFrame:…]`,
/// which generic factories (`static func build<T: UIView>() -> T { T() }`)
/// rely on. The rewriter turns `T()` into ``make(_:)`` and registers each
/// class's reachable initialisers with ``registerFactory(_:_:_:)``.
extension ObjCRuntime {
    private static let factories = Locked<[ObjectIdentifier: [String: @MainActor ([Any]) -> AnyObject]]>([:])

    /// Registers how to make an instance of exactly `cls` with `selector`.
    public static func registerFactory(_ cls: AnyClass, _ selector: String, _ make: @escaping @MainActor ([Any]) -> AnyObject) {
        factories.withLock { $0[ObjectIdentifier(cls), default: [:]][selector] = make }
    }

    /// `T()`: the class's own `init()`, else `init(frame: .zero)` (a view),
    /// else `init(nibName: nil, bundle: nil)` (a view controller), as
    /// UIKit's `init` does.
    public static func make<T>(_ type: T.Type) -> T {
        construct(type, [("init", []), ("initWithFrame:", [CGRect.zero]), ("initWithNibName:bundle:", [Optional<String>.none as Any, Optional<Bundle>.none as Any])], "init()")
    }

    /// `T(frame:)`.
    public static func make<T>(_ type: T.Type, frame: CGRect) -> T {
        construct(type, [("initWithFrame:", [frame])], "init(frame:)")
    }

    /// `T(nibName:bundle:)`.
    public static func make<T>(_ type: T.Type, nibName: String?, bundle: Bundle?) -> T {
        construct(type, [("initWithNibName:bundle:", [nibName as Any, bundle as Any])], "init(nibName:bundle:)")
    }

    private static func construct<T>(_ type: T.Type, _ candidates: [(String, [Any])], _ swiftName: String) -> T {
        guard let cls = type as? AnyClass else { fatalError("ObjCRuntime.make: \(type) is not a class") }
        let registered = factories.withLock { $0[ObjectIdentifier(cls)] ?? [:] }
        for (selector, arguments) in candidates {
            if let factory = registered[selector] {
                let call = unsafeBitCast(factory, to: (([Any]) -> AnyObject).self)
                return call(arguments) as! T
            }
        }
        if let provider = cls as? ObjCFactoryProviding.Type {
            for (selector, arguments) in candidates {
                if let object = provider.objcMake(cls, selector, arguments) { return object as! T }
            }
        }
        // Swift on iOS says this when a class does not inherit the initialiser.
        fatalError("use of unimplemented initializer '\(swiftName)' for class '\(String(reflecting: cls))'")
    }
}
