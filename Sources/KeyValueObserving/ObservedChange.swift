import ObjCRuntime

/// One change notification, as a Swift closure observer receives it. The same facts are in
/// ``dictionary``, the `NSDictionary` an Objective-C observer receives.
public struct ObservedChange: @unchecked Sendable {
    /// The observed object.
    public let object: ObjCObject
    /// The key path that changed.
    public let keyPath: String
    /// Always `.setting` in MiniObjC.
    public let kind: KeyValueChangeKind
    /// The value before the change, when `.old` was requested (NSNull for nil; nil when not
    /// requested).
    public let oldValue: ObjCObject?
    /// The value after the change, when `.new` was requested (NSNull for nil; nil when not
    /// requested, and on the prior notification).
    public let newValue: ObjCObject?
    /// True on the notification sent before the change (`.prior`).
    public let isPrior: Bool
    /// The context given at registration.
    public let context: UnsafeRawPointer?
    /// The change dictionary (`kind`, `old`, `new`, `notificationIsPrior`).
    public let dictionary: ObjCObject
}
