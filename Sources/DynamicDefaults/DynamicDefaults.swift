// DynamicDefaults — GVUserDefaults on MiniObjC. The store (Store/, its files in Files/;
// domains and persistence, on the PropertyLists module's values) is described in
// Docs/DefaultsStore.md, with `DefaultsStore` as the entry point; the generated accessors
// (Accessors/) in Docs/GVUserDefaultsFromScratch.md.
