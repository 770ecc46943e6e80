// AppKit, part 2 (module AppKit): views that show content and the services around them —
// the text system's views and delegates (NSText, NSTextView, the text-editing protocols
// NSTextField uses), table views with their columns, cells, data source and delegate,
// collection views and their items and layouts, stack views, menus and menu items, the
// pasteboard with its reading and writing protocols.
extension SDK {
    static let appKitContent = #"""
@class NSTableView, NSTableColumn, NSTableRowView, NSCollectionView, NSCollectionViewItem, NSCollectionViewLayout;
@class NSText, NSTextView, NSTextContainer, NSMenuItem, NSPasteboard, NSPasteboardItem, NSStackView;

@protocol NSUserInterfaceItemIdentification
@property (nullable, copy) NSUserInterfaceItemIdentifier identifier;
@end

@protocol NSTextDelegate <NSObject>
@optional
- (BOOL)textShouldBeginEditing:(NSText *)textObject;
- (BOOL)textShouldEndEditing:(NSText *)textObject;
- (void)textDidBeginEditing:(NSNotification *)notification;
- (void)textDidEndEditing:(NSNotification *)notification;
- (void)textDidChange:(NSNotification *)notification;
@end

@interface NSText : NSView
@property (copy) NSString *string;
@property (nullable, weak) id<NSTextDelegate> delegate;
@property (getter=isEditable) BOOL editable;
@property (getter=isSelectable) BOOL selectable;
@property (getter=isRichText) BOOL richText;
@property (getter=isFieldEditor) BOOL fieldEditor;
@property (nullable, strong) NSFont *font;
@property (nullable, copy) NSColor *textColor;
@property (nullable, copy) NSColor *backgroundColor;
@property BOOL drawsBackground;
@property NSTextAlignment alignment;
@property NSRange selectedRange;
- (void)replaceCharactersInRange:(NSRange)range withString:(NSString *)string;
- (void)scrollRangeToVisible:(NSRange)range;
@end

@protocol NSTextViewDelegate <NSTextDelegate>
@optional
- (BOOL)textView:(NSTextView *)textView clickedOnLink:(id)link atIndex:(NSUInteger)charIndex;
- (BOOL)textView:(NSTextView *)textView shouldChangeTextInRange:(NSRange)affectedCharRange replacementString:(nullable NSString *)replacementString;
- (void)textViewDidChangeSelection:(NSNotification *)notification;
- (BOOL)textView:(NSTextView *)textView doCommandBySelector:(SEL)commandSelector;
@end

typedef NS_ENUM(NSUInteger, NSSelectionAffinity) { NSSelectionAffinityUpstream = 0, NSSelectionAffinityDownstream = 1 };
@interface NSTextView : NSText
- (instancetype)initWithFrame:(NSRect)frameRect textContainer:(nullable NSTextContainer *)container NS_DESIGNATED_INITIALIZER;
@property (nullable, weak) id<NSTextViewDelegate> delegate;
@property NSSize textContainerInset;
@property BOOL allowsUndo;
@property (getter=isAutomaticQuoteSubstitutionEnabled) BOOL automaticQuoteSubstitutionEnabled;
@property (getter=isAutomaticSpellingCorrectionEnabled) BOOL automaticSpellingCorrectionEnabled;
@property (getter=isContinuousSpellCheckingEnabled) BOOL continuousSpellCheckingEnabled;
@property BOOL usesFindBar;
@property (copy) NSColor *insertionPointColor;
@property (copy) NSDictionary<NSAttributedStringKey, id> *typingAttributes;
@property (nullable, copy) NSDictionary<NSAttributedStringKey, id> *linkTextAttributes;
@property (readonly, copy) NSArray<NSValue *> *selectedRanges;
- (void)insertText:(id)string replacementRange:(NSRange)replacementRange;
- (void)setSelectedRange:(NSRange)charRange affinity:(NSSelectionAffinity)affinity stillSelecting:(BOOL)stillSelectingFlag;
@end

@protocol NSControlTextEditingDelegate <NSObject>
@optional
- (void)controlTextDidBeginEditing:(NSNotification *)obj;
- (void)controlTextDidEndEditing:(NSNotification *)obj;
- (void)controlTextDidChange:(NSNotification *)obj;
- (BOOL)control:(NSControl *)control textShouldBeginEditing:(NSText *)fieldEditor;
- (BOOL)control:(NSControl *)control textShouldEndEditing:(NSText *)fieldEditor;
- (BOOL)control:(NSControl *)control textView:(NSTextView *)textView doCommandBySelector:(SEL)commandSelector;
@end

@protocol NSTextFieldDelegate <NSControlTextEditingDelegate>
@optional
- (NSArray *)textField:(NSTextField *)textField textView:(NSTextView *)textView candidatesForSelectedRange:(NSRange)selectedRange;
@end

typedef NS_OPTIONS(NSUInteger, NSTableViewAnimationOptions) {
    NSTableViewAnimationEffectNone = 0x0, NSTableViewAnimationEffectFade = 0x1, NSTableViewAnimationEffectGap = 0x2,
    NSTableViewAnimationSlideUp = 0x10, NSTableViewAnimationSlideDown = 0x20, NSTableViewAnimationSlideLeft = 0x30,
    NSTableViewAnimationSlideRight = 0x40
};
typedef NS_ENUM(NSInteger, NSTableViewSelectionHighlightStyle) {
    NSTableViewSelectionHighlightStyleNone = -1, NSTableViewSelectionHighlightStyleRegular = 0, NSTableViewSelectionHighlightStyleSourceList = 1
};
typedef NS_OPTIONS(NSUInteger, NSTableViewGridLineStyle) {
    NSTableViewGridNone = 0, NSTableViewSolidVerticalGridLineMask = 1 << 0, NSTableViewSolidHorizontalGridLineMask = 1 << 1,
    NSTableViewDashedHorizontalGridLineMask = 1 << 3
};
typedef NS_ENUM(NSUInteger, NSTableViewColumnAutoresizingStyle) {
    NSTableViewNoColumnAutoresizing = 0, NSTableViewUniformColumnAutoresizingStyle = 1, NSTableViewSequentialColumnAutoresizingStyle = 2,
    NSTableViewReverseSequentialColumnAutoresizingStyle = 3, NSTableViewLastColumnOnlyAutoresizingStyle = 4,
    NSTableViewFirstColumnOnlyAutoresizingStyle = 5
};
typedef NS_ENUM(NSInteger, NSTableViewRowSizeStyle) {
    NSTableViewRowSizeStyleDefault = -1, NSTableViewRowSizeStyleCustom = 0, NSTableViewRowSizeStyleSmall = 1,
    NSTableViewRowSizeStyleMedium = 2, NSTableViewRowSizeStyleLarge = 3
};
typedef NS_ENUM(NSInteger, NSTableViewStyle) {
    NSTableViewStyleAutomatic, NSTableViewStyleFullWidth, NSTableViewStyleInset, NSTableViewStyleSourceList, NSTableViewStylePlain
};
typedef NS_OPTIONS(NSUInteger, NSTableColumnResizingOptions) {
    NSTableColumnNoResizing = 0, NSTableColumnAutoresizingMask = (1 << 0), NSTableColumnUserResizingMask = (1 << 1)
};

@interface NSTableColumn : NSObject <NSCoding, NSUserInterfaceItemIdentification>
- (instancetype)initWithIdentifier:(NSUserInterfaceItemIdentifier)identifier NS_DESIGNATED_INITIALIZER;
@property (copy) NSUserInterfaceItemIdentifier identifier;
@property (nullable, weak) NSTableView *tableView;
@property CGFloat width;
@property CGFloat minWidth;
@property CGFloat maxWidth;
@property (copy) NSString *title;
@property (getter=isEditable) BOOL editable;
@property (getter=isHidden) BOOL hidden;
@property NSTableColumnResizingOptions resizingMask;
@property (nullable, copy) NSString *headerToolTip;
@property (nullable, copy) NSSortDescriptor *sortDescriptorPrototype;
@end

@interface NSTableCellView : NSView
@property (nullable, strong) id objectValue;
@property (nullable, assign) IBOutlet NSTextField *textField;
@property (nullable, assign) IBOutlet NSImageView *imageView;
@property NSTableViewRowSizeStyle rowSizeStyle;
@end

@interface NSTableRowView : NSView
@property (getter=isSelected) BOOL selected;
@property (getter=isEmphasized) BOOL emphasized;
@property (getter=isGroupRowStyle) BOOL groupRowStyle;
@property NSTableViewSelectionHighlightStyle selectionHighlightStyle;
@property (copy) NSColor *backgroundColor;
@end

@protocol NSTableViewDataSource <NSObject>
@optional
- (NSInteger)numberOfRowsInTableView:(NSTableView *)tableView;
- (nullable id)tableView:(NSTableView *)tableView objectValueForTableColumn:(nullable NSTableColumn *)tableColumn row:(NSInteger)row;
- (void)tableView:(NSTableView *)tableView setObjectValue:(nullable id)object forTableColumn:(nullable NSTableColumn *)tableColumn row:(NSInteger)row;
- (void)tableView:(NSTableView *)tableView sortDescriptorsDidChange:(NSArray<NSSortDescriptor *> *)oldDescriptors;
@end

@protocol NSTableViewDelegate <NSControlTextEditingDelegate>
@optional
- (nullable NSView *)tableView:(NSTableView *)tableView viewForTableColumn:(nullable NSTableColumn *)tableColumn row:(NSInteger)row;
- (nullable NSTableRowView *)tableView:(NSTableView *)tableView rowViewForRow:(NSInteger)row;
- (CGFloat)tableView:(NSTableView *)tableView heightOfRow:(NSInteger)row;
- (BOOL)tableView:(NSTableView *)tableView shouldSelectRow:(NSInteger)row;
- (BOOL)tableView:(NSTableView *)tableView isGroupRow:(NSInteger)row;
- (void)tableView:(NSTableView *)tableView didClickTableColumn:(NSTableColumn *)tableColumn;
- (void)tableViewSelectionDidChange:(NSNotification *)notification;
- (void)tableViewSelectionIsChanging:(NSNotification *)notification;
@end

@interface NSTableView : NSControl
@property (nullable, weak) id<NSTableViewDataSource> dataSource;
@property (nullable, weak) id<NSTableViewDelegate> delegate;
@property (nullable, strong) NSView *headerView;
@property CGFloat rowHeight;
@property NSSize intercellSpacing;
@property (copy) NSColor *backgroundColor;
@property BOOL usesAlternatingRowBackgroundColors;
@property NSTableViewSelectionHighlightStyle selectionHighlightStyle;
@property NSTableViewGridLineStyle gridStyleMask;
@property NSTableViewColumnAutoresizingStyle columnAutoresizingStyle;
@property NSTableViewRowSizeStyle rowSizeStyle;
@property NSTableViewStyle style;
@property (readonly, copy) NSArray<NSTableColumn *> *tableColumns;
@property (readonly) NSInteger numberOfColumns;
@property (readonly) NSInteger numberOfRows;
@property (readonly) NSInteger selectedRow;
@property (readonly) NSInteger selectedColumn;
@property (readonly, copy) NSIndexSet *selectedRowIndexes;
@property BOOL allowsMultipleSelection;
@property BOOL allowsEmptySelection;
@property (readonly) NSInteger clickedRow;
@property (readonly) NSInteger clickedColumn;
@property (nullable) SEL doubleAction;
@property (copy) NSArray<NSSortDescriptor *> *sortDescriptors;
- (void)addTableColumn:(NSTableColumn *)tableColumn;
- (void)removeTableColumn:(NSTableColumn *)tableColumn;
- (nullable NSTableColumn *)tableColumnWithIdentifier:(NSUserInterfaceItemIdentifier)identifier;
- (void)reloadData;
- (void)reloadDataForRowIndexes:(NSIndexSet *)rowIndexes columnIndexes:(NSIndexSet *)columnIndexes;
- (void)selectRowIndexes:(NSIndexSet *)indexes byExtendingSelection:(BOOL)extend;
- (void)deselectRow:(NSInteger)row;
- (void)scrollRowToVisible:(NSInteger)row;
- (nullable __kindof NSView *)makeViewWithIdentifier:(NSUserInterfaceItemIdentifier)identifier owner:(nullable id)owner;
- (nullable __kindof NSView *)viewAtColumn:(NSInteger)column row:(NSInteger)row makeIfNecessary:(BOOL)makeIfNecessary;
- (NSInteger)rowForView:(NSView *)view;
- (void)beginUpdates;
- (void)endUpdates;
- (void)insertRowsAtIndexes:(NSIndexSet *)indexes withAnimation:(NSTableViewAnimationOptions)animationOptions;
- (void)removeRowsAtIndexes:(NSIndexSet *)indexes withAnimation:(NSTableViewAnimationOptions)animationOptions;
@end

typedef NSString *NSCollectionViewSupplementaryElementKind;
typedef NS_OPTIONS(NSUInteger, NSCollectionViewScrollPosition) {
    NSCollectionViewScrollPositionNone = 0, NSCollectionViewScrollPositionTop = 1 << 0,
    NSCollectionViewScrollPositionCenteredVertically = 1 << 1, NSCollectionViewScrollPositionBottom = 1 << 2,
    NSCollectionViewScrollPositionNearestHorizontalEdge = 1 << 9, NSCollectionViewScrollPositionLeft = 1 << 3,
    NSCollectionViewScrollPositionCenteredHorizontally = 1 << 4, NSCollectionViewScrollPositionRight = 1 << 5,
    NSCollectionViewScrollPositionLeadingEdge = 1 << 6, NSCollectionViewScrollPositionTrailingEdge = 1 << 7,
    NSCollectionViewScrollPositionNearestVerticalEdge = 1 << 8
};
typedef NS_ENUM(NSInteger, NSCollectionViewItemHighlightState) {
    NSCollectionViewItemHighlightNone = 0, NSCollectionViewItemHighlightForSelection = 1,
    NSCollectionViewItemHighlightForDeselection = 2, NSCollectionViewItemHighlightAsDropTarget = 3
};
typedef NS_ENUM(NSInteger, NSCollectionViewScrollDirection) {
    NSCollectionViewScrollDirectionVertical, NSCollectionViewScrollDirectionHorizontal
};

@interface NSIndexPath (NSCollectionViewAdditions)
+ (NSIndexPath *)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;
@property (readonly) NSInteger item;
@property (readonly) NSInteger section;
@end

@interface NSCollectionViewItem : NSViewController <NSCopying>
@property (nullable, readonly, weak) NSCollectionView *collectionView;
@property (getter=isSelected) BOOL selected;
@property NSCollectionViewItemHighlightState highlightState;
@property (nullable, weak) IBOutlet NSImageView *imageView;
@property (nullable, weak) IBOutlet NSTextField *textField;
@end

@interface NSCollectionViewLayout : NSObject <NSCoding>
@property (nullable, readonly, weak) NSCollectionView *collectionView;
- (void)invalidateLayout;
@end

@interface NSCollectionViewFlowLayout : NSCollectionViewLayout
@property CGFloat minimumLineSpacing;
@property CGFloat minimumInteritemSpacing;
@property NSSize itemSize;
@property NSSize estimatedItemSize;
@property NSCollectionViewScrollDirection scrollDirection;
@property NSSize headerReferenceSize;
@property NSSize footerReferenceSize;
@property NSEdgeInsets sectionInset;
@end

@protocol NSCollectionViewDataSource <NSObject>
@required
- (NSInteger)collectionView:(NSCollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
- (NSCollectionViewItem *)collectionView:(NSCollectionView *)collectionView itemForRepresentedObjectAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfSectionsInCollectionView:(NSCollectionView *)collectionView;
- (NSView *)collectionView:(NSCollectionView *)collectionView viewForSupplementaryElementOfKind:(NSCollectionViewSupplementaryElementKind)kind atIndexPath:(NSIndexPath *)indexPath;
@end

@protocol NSCollectionViewDelegate <NSObject>
@optional
- (NSSet<NSIndexPath *> *)collectionView:(NSCollectionView *)collectionView shouldSelectItemsAtIndexPaths:(NSSet<NSIndexPath *> *)indexPaths;
- (void)collectionView:(NSCollectionView *)collectionView didSelectItemsAtIndexPaths:(NSSet<NSIndexPath *> *)indexPaths;
- (void)collectionView:(NSCollectionView *)collectionView didDeselectItemsAtIndexPaths:(NSSet<NSIndexPath *> *)indexPaths;
- (void)collectionView:(NSCollectionView *)collectionView willDisplayItem:(NSCollectionViewItem *)item forRepresentedObjectAtIndexPath:(NSIndexPath *)indexPath;
@end

@protocol NSCollectionViewDelegateFlowLayout <NSCollectionViewDelegate>
@optional
- (NSSize)collectionView:(NSCollectionView *)collectionView layout:(NSCollectionViewLayout *)collectionViewLayout sizeForItemAtIndexPath:(NSIndexPath *)indexPath;
- (NSEdgeInsets)collectionView:(NSCollectionView *)collectionView layout:(NSCollectionViewLayout *)collectionViewLayout insetForSectionAtIndex:(NSInteger)section;
- (CGFloat)collectionView:(NSCollectionView *)collectionView layout:(NSCollectionViewLayout *)collectionViewLayout minimumLineSpacingForSectionAtIndex:(NSInteger)section;
- (CGFloat)collectionView:(NSCollectionView *)collectionView layout:(NSCollectionViewLayout *)collectionViewLayout minimumInteritemSpacingForSectionAtIndex:(NSInteger)section;
- (NSSize)collectionView:(NSCollectionView *)collectionView layout:(NSCollectionViewLayout *)collectionViewLayout referenceSizeForHeaderInSection:(NSInteger)section;
- (NSSize)collectionView:(NSCollectionView *)collectionView layout:(NSCollectionViewLayout *)collectionViewLayout referenceSizeForFooterInSection:(NSInteger)section;
@end

@interface NSCollectionView : NSView
@property (nullable, weak) id<NSCollectionViewDataSource> dataSource;
@property (nullable, weak) id<NSCollectionViewDelegate> delegate;
@property (nullable, strong) NSCollectionViewLayout *collectionViewLayout;
@property (getter=isSelectable) BOOL selectable;
@property BOOL allowsMultipleSelection;
@property BOOL allowsEmptySelection;
@property (copy) NSSet<NSIndexPath *> *selectionIndexPaths;
@property (copy) NSArray<NSColor *> *backgroundColors;
- (void)reloadData;
- (void)registerClass:(nullable Class)itemClass forItemWithIdentifier:(NSUserInterfaceItemIdentifier)identifier;
- (__kindof NSCollectionViewItem *)makeItemWithIdentifier:(NSUserInterfaceItemIdentifier)identifier forIndexPath:(NSIndexPath *)indexPath;
- (nullable NSCollectionViewItem *)itemAtIndexPath:(NSIndexPath *)indexPath;
- (NSInteger)numberOfSections;
- (NSInteger)numberOfItemsInSection:(NSInteger)section;
- (void)scrollToItemsAtIndexPaths:(NSSet<NSIndexPath *> *)indexPaths scrollPosition:(NSCollectionViewScrollPosition)scrollPosition;
@end

typedef NS_ENUM(NSInteger, NSUserInterfaceLayoutOrientation) {
    NSUserInterfaceLayoutOrientationHorizontal = 0, NSUserInterfaceLayoutOrientationVertical = 1
};
typedef NS_ENUM(NSInteger, NSStackViewGravity) {
    NSStackViewGravityTop = 1, NSStackViewGravityLeading = 1, NSStackViewGravityCenter = 2,
    NSStackViewGravityBottom = 3, NSStackViewGravityTrailing = 3
};
typedef NS_ENUM(NSInteger, NSStackViewDistribution) {
    NSStackViewDistributionGravityAreas = -1, NSStackViewDistributionFill = 0, NSStackViewDistributionFillEqually,
    NSStackViewDistributionFillProportionally, NSStackViewDistributionEqualSpacing, NSStackViewDistributionEqualCentering
};
@protocol NSStackViewDelegate <NSObject>
@optional
- (void)stackView:(NSStackView *)stackView willDetachViews:(NSArray<NSView *> *)views;
- (void)stackView:(NSStackView *)stackView didReattachViews:(NSArray<NSView *> *)views;
@end
@interface NSStackView : NSView
+ (instancetype)stackViewWithViews:(NSArray<NSView *> *)views;
@property (nullable, weak) id<NSStackViewDelegate> delegate;
@property NSUserInterfaceLayoutOrientation orientation;
@property NSLayoutAttribute alignment;
@property NSEdgeInsets edgeInsets;
@property NSStackViewDistribution distribution;
@property CGFloat spacing;
@property BOOL detachesHiddenViews;
@property (copy) NSArray<__kindof NSView *> *arrangedSubviews;
- (void)addArrangedSubview:(NSView *)view;
- (void)insertArrangedSubview:(NSView *)view atIndex:(NSInteger)index;
- (void)removeArrangedSubview:(NSView *)view;
- (void)addView:(NSView *)view inGravity:(NSStackViewGravity)gravity;
- (void)setCustomSpacing:(CGFloat)spacing afterView:(NSView *)view;
@end

@protocol NSMenuDelegate;
@interface NSMenu : NSObject <NSCopying, NSCoding>
- (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;
@property (copy) NSString *title;
@property (nullable, assign) NSMenu *supermenu;
@property (copy) NSArray<NSMenuItem *> *itemArray;
@property (readonly) NSInteger numberOfItems;
@property BOOL autoenablesItems;
@property (nullable, weak) id<NSMenuDelegate> delegate;
- (void)addItem:(NSMenuItem *)newItem;
- (NSMenuItem *)addItemWithTitle:(NSString *)string action:(nullable SEL)selector keyEquivalent:(NSString *)charCode;
- (void)insertItem:(NSMenuItem *)newItem atIndex:(NSInteger)index;
- (void)removeItem:(NSMenuItem *)item;
- (void)removeAllItems;
- (nullable NSMenuItem *)itemWithTag:(NSInteger)tag;
- (nullable NSMenuItem *)itemWithTitle:(NSString *)title;
@end
@protocol NSMenuDelegate <NSObject>
@optional
- (void)menuNeedsUpdate:(NSMenu *)menu;
- (void)menuWillOpen:(NSMenu *)menu;
- (void)menuDidClose:(NSMenu *)menu;
@end
@interface NSMenuItem : NSObject <NSCopying, NSCoding, NSUserInterfaceItemIdentification>
+ (NSMenuItem *)separatorItem;
- (instancetype)initWithTitle:(NSString *)string action:(nullable SEL)selector keyEquivalent:(NSString *)charCode NS_DESIGNATED_INITIALIZER;
@property (nullable, assign) NSMenu *menu;
@property (readonly) BOOL hasSubmenu;
@property (nullable, strong) NSMenu *submenu;
@property (readonly, getter=isSeparatorItem) BOOL separatorItem;
@property (copy) NSString *title;
@property (nullable, copy) NSAttributedString *attributedTitle;
@property (copy) NSString *keyEquivalent;
@property NSEventModifierFlags keyEquivalentModifierMask;
@property (nullable, strong) NSImage *image;
@property NSControlStateValue state;
@property (getter=isEnabled) BOOL enabled;
@property (getter=isHidden) BOOL hidden;
@property NSInteger indentationLevel;
@property (nullable, weak) id target;
@property (nullable) SEL action;
@property NSInteger tag;
@property (nullable, strong) id representedObject;
@property (nullable, strong) NSView *view;
@property (nullable, copy) NSString *toolTip;
@end

typedef NSString *NSPasteboardType NS_TYPED_EXTENSIBLE_ENUM;
APPKIT_EXTERN NSPasteboardType const NSPasteboardTypeString;
APPKIT_EXTERN NSPasteboardType const NSPasteboardTypePNG;
APPKIT_EXTERN NSPasteboardType const NSPasteboardTypeTIFF;
APPKIT_EXTERN NSPasteboardType const NSPasteboardTypeURL;
APPKIT_EXTERN NSPasteboardType const NSPasteboardTypeFileURL;
APPKIT_EXTERN NSPasteboardType const NSPasteboardTypeRTF;
APPKIT_EXTERN NSPasteboardType const NSPasteboardTypeHTML;
typedef NSString *NSPasteboardName NS_TYPED_EXTENSIBLE_ENUM;
APPKIT_EXTERN NSPasteboardName const NSPasteboardNameGeneral;
APPKIT_EXTERN NSPasteboardName const NSPasteboardNameDrag;
typedef NSString *NSPasteboardReadingOptionKey NS_TYPED_ENUM;
typedef NS_OPTIONS(NSUInteger, NSPasteboardWritingOptions) { NSPasteboardWritingPromised = 1 << 9 };
typedef NS_OPTIONS(NSUInteger, NSPasteboardReadingOptions) {
    NSPasteboardReadingAsData = 0, NSPasteboardReadingAsString = 1 << 0, NSPasteboardReadingAsPropertyList = 1 << 1,
    NSPasteboardReadingAsKeyedArchive = 1 << 2
};
@protocol NSPasteboardWriting <NSObject>
@required
- (NSArray<NSPasteboardType> *)writableTypesForPasteboard:(NSPasteboard *)pasteboard;
@optional
- (NSPasteboardWritingOptions)writingOptionsForType:(NSPasteboardType)type pasteboard:(NSPasteboard *)pasteboard;
@required
- (nullable id)pasteboardPropertyListForType:(NSPasteboardType)type;
@end
@protocol NSPasteboardReading <NSObject>
@required
+ (NSArray<NSPasteboardType> *)readableTypesForPasteboard:(NSPasteboard *)pasteboard;
@optional
+ (NSPasteboardReadingOptions)readingOptionsForType:(NSPasteboardType)type pasteboard:(NSPasteboard *)pasteboard;
- (nullable id)initWithPasteboardPropertyList:(id)propertyList ofType:(NSPasteboardType)type;
@end
@interface NSPasteboardItem : NSObject <NSPasteboardWriting, NSPasteboardReading>
@property (readonly, copy) NSArray<NSPasteboardType> *types;
- (BOOL)setString:(NSString *)string forType:(NSPasteboardType)type;
- (nullable NSString *)stringForType:(NSPasteboardType)type;
- (BOOL)setData:(NSData *)data forType:(NSPasteboardType)type;
- (nullable NSData *)dataForType:(NSPasteboardType)type;
@end
@interface NSPasteboard : NSObject
@property (class, readonly, strong) NSPasteboard *generalPasteboard;
+ (NSPasteboard *)pasteboardWithName:(NSPasteboardName)name;
@property (readonly, strong) NSPasteboardName name;
@property (readonly) NSInteger changeCount;
@property (nullable, readonly, copy) NSArray<NSPasteboardItem *> *pasteboardItems;
@property (nullable, readonly, copy) NSArray<NSPasteboardType> *types;
- (NSInteger)clearContents;
- (BOOL)writeObjects:(NSArray<id<NSPasteboardWriting>> *)objects;
- (nullable NSArray *)readObjectsForClasses:(NSArray<Class> *)classArray options:(nullable NSDictionary<NSPasteboardReadingOptionKey, id> *)options;
- (NSInteger)declareTypes:(NSArray<NSPasteboardType> *)newTypes owner:(nullable id)newOwner;
- (BOOL)setString:(NSString *)string forType:(NSPasteboardType)dataType;
- (nullable NSString *)stringForType:(NSPasteboardType)dataType;
- (BOOL)setData:(nullable NSData *)data forType:(NSPasteboardType)dataType;
- (nullable NSData *)dataForType:(NSPasteboardType)dataType;
@end
"""#
}
