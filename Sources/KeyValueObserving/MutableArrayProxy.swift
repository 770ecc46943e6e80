import ObjCRuntime

enum MutableArrayProxy {
    static let nsObjectMethods: [AddedMethod] = []
}
