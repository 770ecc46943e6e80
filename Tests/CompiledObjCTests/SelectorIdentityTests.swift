import Testing

/// Programs/selectors/: the SELs the runtime hands compiled code as values (sel_registerName,
/// NSSelectorFromString, method_getName, protocol method descriptions …) are `==` to the
/// image's `@selector(x)`, as code written for Apple's runtime expects (YYModel's tests do);
/// each program runs with and without ARC and must print its `.expected` either way.
@Suite struct SelectorIdentityTests {
    @Test(arguments: [["-fobjc-arc"], []])
    func selectorValuesCompareWithAtSelector(_ flags: [String]) {
        let dir = CompiledPrograms.programs + "/selectors/"
        let result = CompiledPrograms.objcrt(["run"] + flags + [dir + "identity.m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(dir + "identity.expected"))
    }
}
