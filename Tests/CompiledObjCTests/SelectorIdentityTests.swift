import Testing

/// Programs/selectors/: the SELs the runtime hands compiled code as values (sel_registerName,
/// NSSelectorFromString, method_getName, protocol method descriptions …) are `==` to the
/// image's `@selector(x)`, as code written for Apple's runtime expects (YYModel's tests do);
/// each program runs with and without ARC and must print its `.expected` either way.
@Suite struct SelectorIdentityTests {
    @Test(arguments: [["-fobjc-arc"], []])
    func selectorValuesCompareWithAtSelector(_ flags: [String]) {
        CompiledPrograms.expectOutput(CompiledPrograms.programs + "/selectors/identity.m", flags)
    }
}
