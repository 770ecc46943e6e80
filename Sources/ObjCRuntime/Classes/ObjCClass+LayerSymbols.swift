internal import CRuntimeCore
internal import CValueClasses

extension ObjCClass {
    /// Low level: makes this class the one compiled Objective-C reaches under its name, for a
    /// Foundation class a Swift layer builds after start-up (`NSUserDefaults`, built by
    /// DynamicDefaults). The value layer exports the link symbols of such a class
    /// (`rt_class_symbols.h`) with an empty reference variable; this sets it. Call it once the
    /// class is registered and before loading compiled code that uses it. Returns `false`
    /// when the runtime exports no symbols of this class's name.
    @discardableResult
    package func publishForCompiledCode() -> Bool {
        rt_values_publishLayerClass(rt_class_getName(raw), raw)
    }
}
