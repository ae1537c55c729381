import Foundation
import Locking

/// How `objc_setAssociatedObject` holds its value. Every policy keeps the
/// value strongly here (there is no copying or atomicity to choose without
/// the Objective-C runtime); `OBJC_ASSOCIATION_ASSIGN` is the exception
/// Objective-C makes it: the value is not retained.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static
/// variable, as in Objective-C): what UIKit extensions use to add stored
/// properties. The value lives as long as the object does.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.set(value, for: object as AnyObject, key: key, retained: policy != .OBJC_ASSOCIATION_ASSIGN)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.value(for: object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(for: object as AnyObject)
}

/// The associations, by object; an object's entry goes when the object
/// does (checked whenever the table is touched).
enum AssociatedObjects {
    private final class Entry: @unchecked Sendable {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
        init(_ object: AnyObject) { self.object = object }
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var value: AnyObject?
        init(_ value: AnyObject?) { self.value = value }
    }

    private static let table = Locked<[ObjectIdentifier: Entry]>([:])

    static func set(_ value: Any?, for object: AnyObject, key: UnsafeRawPointer, retained: Bool) {
        table.withLock { table in
            table = table.filter { $0.value.object != nil }
            let entry = table[ObjectIdentifier(object)].flatMap { $0.object === object ? $0 : nil } ?? Entry(object)
            table[ObjectIdentifier(object)] = entry
            if let value {
                entry.values[key] = retained ? .strong(value) : .weak(WeakBox(value as AnyObject))
            } else {
                entry.values[key] = nil
            }
        }
    }

    static func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
        table.withLock { table in
            guard let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
            switch entry.values[key] {
            case .strong(let value): return value
            case .weak(let box): return box.value
            case nil: return nil
            }
        }
    }

    static func removeAll(for object: AnyObject) {
        _ = table.withLock { $0.removeValue(forKey: ObjectIdentifier(object)) }
    }
}
