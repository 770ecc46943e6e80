/// The target and platform a header is compiled for: together they decide the predefined
/// macros, and so the text of every SDK module (which is why the SDK caches are keyed by it).
struct CompilerEnvironment: Hashable, Sendable {
    var target: TargetABI
    var platform: TargetPlatform

    /// The macros clang defines before the first line of an Objective-C file compiled with
    /// `-target <arch>-apple-macos12` / `arm64-apple-ios15` (`clang -dM -E`), as far as
    /// headers test them, as `#define` would spell them: name (with its parameters) and body. `__weak`, `__nullable` and friends are absent on purpose: clang
    /// defines them as attributes, and the parser reads those keywords itself.
    var predefinedMacros: [(String, String)] {
        var m: [(String, String)] = [
            ("__OBJC__", "1"), ("__OBJC2__", "1"), ("__LP64__", "1"), ("_LP64", "1"), ("__APPLE__", "1"),
            ("__MACH__", "1"), ("__APPLE_CC__", "6000"), ("__BLOCKS__", "1"), ("__clang__", "1"),
            ("__clang_major__", "21"), ("__clang_minor__", "0"), ("__clang_patchlevel__", "0"),
            ("__GNUC__", "4"), ("__GNUC_MINOR__", "2"), ("__GNUC_PATCHLEVEL__", "1"), ("__GNUC_STDC_INLINE__", "1"),
            ("__STDC__", "1"), ("__STDC_HOSTED__", "1"), ("__STDC_VERSION__", "201112L"),
            ("OBJC_NEW_PROPERTIES", "1"), ("OBJC_ZEROCOST_EXCEPTIONS", "1"),
            ("__LITTLE_ENDIAN__", "1"), ("__ORDER_LITTLE_ENDIAN__", "1234"), ("__ORDER_BIG_ENDIAN__", "4321"),
            ("__ORDER_PDP_ENDIAN__", "3412"), ("__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__"), ("__CHAR_BIT__", "8"),
            ("__SIZEOF_SHORT__", "2"), ("__SIZEOF_INT__", "4"), ("__SIZEOF_LONG__", "8"), ("__SIZEOF_LONG_LONG__", "8"),
            ("__SIZEOF_POINTER__", "8"), ("__SCHAR_MAX__", "127"), ("__SHRT_MAX__", "32767"),
            ("__INT_MAX__", "2147483647"), ("__LONG_MAX__", "9223372036854775807L"),
            ("__LONG_LONG_MAX__", "9223372036854775807LL"), ("__SIZE_MAX__", "18446744073709551615UL"),
            ("__INTPTR_MAX__", "9223372036854775807L"), ("__UINTPTR_MAX__", "18446744073709551615UL"),
            ("__WCHAR_MAX__", "2147483647"),
            ("__OBJC_BOOL_IS_BOOL", target == .arm64 ? "1" : "0"),
        ]
        switch target {
        case .x86_64: m += [("__x86_64__", "1"), ("__x86_64", "1"), ("__amd64__", "1"), ("__amd64", "1")]
        case .arm64: m += [("__arm64__", "1"), ("__arm64", "1"), ("__aarch64__", "1")]
        }
        let iOS = platform == .iOS
        m += [
            ("TARGET_OS_MAC", "1"), ("TARGET_OS_OSX", iOS ? "0" : "1"), ("TARGET_OS_IPHONE", iOS ? "1" : "0"),
            ("TARGET_OS_IOS", iOS ? "1" : "0"), ("TARGET_OS_TV", "0"), ("TARGET_OS_WATCH", "0"), ("TARGET_OS_VISION", "0"),
            ("TARGET_OS_MACCATALYST", "0"), ("TARGET_OS_UIKITFORMAC", "0"), ("TARGET_OS_DRIVERKIT", "0"),
            ("TARGET_OS_NANO", "0"), ("TARGET_OS_LINUX", "0"), ("TARGET_OS_UNIX", "0"), ("TARGET_OS_WIN32", "0"),
            ("TARGET_OS_WINDOWS", "0"), ("TARGET_OS_UEFI", "0"),
            ("TARGET_OS_SIMULATOR", iOS && target == .x86_64 ? "1" : "0"),
            ("TARGET_OS_EMBEDDED", iOS && target == .arm64 ? "1" : "0"),
        ]
        // Interface Builder's markers are predefined in Objective-C (`IBAction` ends the return
        // type early so the attribute lands after it).
        m += [("IBAction", "void)__attribute__((ibaction)"), ("IBOutlet", "__attribute__((iboutlet))"),
              ("IBOutletCollection(ClassName)", "__attribute__((iboutletcollection(ClassName)))"),
              ("IBInspectable", ""), ("IB_DESIGNABLE", "")]
        if iOS {
            m += [("__ENVIRONMENT_IPHONE_OS_VERSION_MIN_REQUIRED__", "150000"), ("__ENVIRONMENT_OS_VERSION_MIN_REQUIRED__", "150000")]
            if target == .x86_64 { m.append(("__APPLE_EMBEDDED_SIMULATOR__", "1")) }
        } else {
            m += [("__ENVIRONMENT_MAC_OS_X_VERSION_MIN_REQUIRED__", "120000"), ("__ENVIRONMENT_OS_VERSION_MIN_REQUIRED__", "120000")]
        }
        return m
    }

    /// What `__has_feature(x)` answers 1 for under `-fobjc-arc -fmodules` (asked of clang;
    /// the same on every target here). Anything else is 0.
    static let features: Set<String> = [
        "attribute_analyzer_noreturn", "attribute_availability", "attribute_availability_app_extension",
        "attribute_availability_in_templates", "attribute_availability_swift", "attribute_availability_tvos",
        "attribute_availability_watchos", "attribute_availability_with_message", "attribute_availability_with_replacement",
        "attribute_availability_with_strict", "attribute_availability_with_version_underscores", "attribute_cf_consumed",
        "attribute_cf_returns_not_retained", "attribute_cf_returns_on_parameters", "attribute_cf_returns_retained",
        "attribute_deprecated_with_message", "attribute_deprecated_with_replacement", "attribute_diagnose_if_objc",
        "attribute_ext_vector_type", "attribute_ns_consumed", "attribute_ns_consumes_self",
        "attribute_ns_returns_not_retained", "attribute_ns_returns_retained", "attribute_objc_ivar_unused",
        "attribute_objc_method_family", "attribute_overloadable", "attribute_unavailable_with_message",
        "attribute_unused_on_fields", "blocks", "c_alignas", "c_alignof", "c_atomic", "c_generic_selections",
        "c_static_assert", "c_thread_local", "c_thread_safety_attributes", "enumerator_attributes", "modules",
        "nullability", "nullability_nullable_result", "nullability_on_arrays", "nullability_on_classes", "objc_arc",
        "objc_arc_fields", "objc_arc_weak", "objc_arr", "objc_array_literals", "objc_bool", "objc_boxed_expressions",
        "objc_boxed_nsvalue_expressions", "objc_c_static_assert", "objc_class_property",
        "objc_default_synthesize_properties", "objc_dictionary_literals", "objc_fixed_enum", "objc_generics",
        "objc_generics_variance", "objc_instancetype", "objc_kindof", "objc_modules", "objc_nonfragile_abi",
        "objc_property_explicit_atomic", "objc_protocol_qualifier_mangling", "objc_subscripting", "objc_weak_class",
        "ownership_holds", "ownership_returns", "ownership_takes", "tls",
    ]

    /// `__has_extension(x)`: the features plus clang's extensions.
    static let extensions: Set<String> = features.union(["pragma_clang_attribute_external_declaration", "swiftasynccc", "swiftcc"])

    /// `__has_attribute(x)` that real headers test, answered as clang does (1 for these).
    static let attributes: Set<String> = [
        "NSObject", "aligned", "alloc_size", "always_inline", "annotate", "availability", "blocks", "cf_consumed",
        "cf_returns_not_retained", "cf_returns_retained", "cleanup", "cold", "const", "deprecated", "diagnose_if",
        "enum_extensibility", "ext_vector_type", "external_source_symbol", "fallthrough", "flag_enum", "format",
        "format_arg", "hot", "ibaction", "iboutlet", "iboutletcollection", "malloc", "mode", "noescape", "noinline",
        "nonnull", "noreturn", "not_tail_called", "ns_consumed", "ns_consumes_self", "ns_error_domain",
        "ns_returns_autoreleased", "ns_returns_not_retained", "ns_returns_retained", "objc_boxable", "objc_bridge",
        "objc_bridge_mutable", "objc_bridge_related", "objc_class_stub", "objc_designated_initializer", "objc_direct",
        "objc_direct_members", "objc_exception", "objc_gc", "objc_independent_class", "objc_method_family",
        "objc_non_runtime_protocol", "objc_ownership", "objc_precise_lifetime",
        "objc_protocol_requires_explicit_implementation", "objc_requires_super", "objc_returns_inner_pointer",
        "objc_root_class", "objc_runtime_name", "objc_subclassing_restricted", "overloadable", "packed",
        "preserve_most", "pure", "returns_nonnull", "section", "sentinel", "swift_async", "swift_async_context",
        "swift_async_name", "swift_attr", "swift_bridge", "swift_bridged_typedef", "swift_error", "swift_name",
        "swift_newtype", "swift_private", "swift_wrapper", "transparent_union", "unavailable", "unused", "used",
        "vector_size", "visibility", "warn_unused_result", "weak", "weak_import",
    ]

    /// The answer to one of clang's `__has_…(x)` / `__is_target_…(x)` queries in `#if`, or nil
    /// when `name` is not one of them.
    func query(_ name: String, _ argument: String) -> Int64? {
        // `__has_attribute(__deprecated__)` means the same as `deprecated`.
        var a = argument
        if a.hasPrefix("__"), a.hasSuffix("__"), a.count > 4 { a = String(a.dropFirst(2).dropLast(2)) }
        switch name {
        case "__has_feature": return Self.features.contains(a) ? 1 : 0
        case "__has_extension": return Self.extensions.contains(a) ? 1 : 0
        case "__has_attribute", "__has_declspec_attribute": return Self.attributes.contains(a) ? 1 : 0
        case "__has_c_attribute", "__has_cpp_attribute": return 0
        case "__has_builtin": return a.hasPrefix("__builtin_") || a.hasPrefix("__is_") ? 1 : 0
        // Warnings real headers ask about before pushing a diagnostic pragma all exist in clang.
        case "__has_warning": return argument.hasPrefix("\"-W") ? 1 : 0
        case "__is_target_arch":
            return (target == .x86_64 ? ["x86_64"] : ["arm64", "aarch64"]).contains(a) ? 1 : 0
        case "__is_target_vendor": return a == "apple" ? 1 : 0
        case "__is_target_os":
            return (platform == .iOS ? ["ios", "darwin"] : ["macos", "macosx", "darwin"]).contains(a) ? 1 : 0
        case "__is_target_environment":
            return platform == .iOS && target == .x86_64 && a == "simulator" ? 1 : 0
        case "__building_module": return 0
        default: return nil
        }
    }
}
