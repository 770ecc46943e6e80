// CoreText (module CoreText): the opaque text-layout handles, the paragraph-style
// specifiers and the attribute names that attributed-label libraries import. The enums'
// base types are Apple's (`CTTextAlignment` and `CTLineBreakMode` are `uint8_t`,
// `CTUnderlineStyle` is `int32_t`), because they decide encodings and ivar offsets.
extension SDK {
    static let coreText = #"""
#import <CoreFoundation/CoreFoundation.h>
#import <CoreGraphics/CoreGraphics.h>

#define CT_EXPORT extern
typedef const struct CF_BRIDGED_TYPE(id) __CTFont *CTFontRef;
typedef const struct CF_BRIDGED_TYPE(id) __CTFontDescriptor *CTFontDescriptorRef;
typedef const struct CF_BRIDGED_TYPE(id) __CTLine *CTLineRef;
typedef const struct CF_BRIDGED_TYPE(id) __CTRun *CTRunRef;
typedef const struct CF_BRIDGED_TYPE(id) __CTFrame *CTFrameRef;
typedef const struct CF_BRIDGED_TYPE(id) __CTFramesetter *CTFramesetterRef;
typedef const struct CF_BRIDGED_TYPE(id) __CTTypesetter *CTTypesetterRef;
typedef const struct CF_BRIDGED_TYPE(id) __CTParagraphStyle *CTParagraphStyleRef;
typedef CF_ENUM(uint8_t, CTTextAlignment) {
    kCTTextAlignmentLeft = 0, kCTTextAlignmentRight = 1, kCTTextAlignmentCenter = 2,
    kCTTextAlignmentJustified = 3, kCTTextAlignmentNatural = 4
};
typedef CF_ENUM(uint8_t, CTLineBreakMode) {
    kCTLineBreakByWordWrapping = 0, kCTLineBreakByCharWrapping = 1, kCTLineBreakByClipping = 2,
    kCTLineBreakByTruncatingHead = 3, kCTLineBreakByTruncatingTail = 4, kCTLineBreakByTruncatingMiddle = 5
};
typedef CF_ENUM(int8_t, CTWritingDirection) {
    kCTWritingDirectionNatural = -1, kCTWritingDirectionLeftToRight = 0, kCTWritingDirectionRightToLeft = 1
};
typedef CF_OPTIONS(int32_t, CTUnderlineStyle) {
    kCTUnderlineStyleNone = 0x00, kCTUnderlineStyleSingle = 0x01, kCTUnderlineStyleThick = 0x02, kCTUnderlineStyleDouble = 0x09
};
typedef CF_ENUM(uint32_t, CTLineTruncationType) {
    kCTLineTruncationStart = 0, kCTLineTruncationEnd = 1, kCTLineTruncationMiddle = 2
};
typedef CF_OPTIONS(uint32_t, CTFontSymbolicTraits) {
    kCTFontTraitItalic = (1 << 0), kCTFontTraitBold = (1 << 1), kCTFontTraitExpanded = (1 << 5),
    kCTFontTraitCondensed = (1 << 6), kCTFontTraitMonoSpace = (1 << 10), kCTFontTraitVertical = (1 << 11)
};
typedef CF_ENUM(uint32_t, CTParagraphStyleSpecifier) {
    kCTParagraphStyleSpecifierAlignment = 0, kCTParagraphStyleSpecifierFirstLineHeadIndent = 1,
    kCTParagraphStyleSpecifierHeadIndent = 2, kCTParagraphStyleSpecifierTailIndent = 3,
    kCTParagraphStyleSpecifierTabStops = 4, kCTParagraphStyleSpecifierDefaultTabInterval = 5,
    kCTParagraphStyleSpecifierLineBreakMode = 6, kCTParagraphStyleSpecifierLineHeightMultiple = 7,
    kCTParagraphStyleSpecifierMaximumLineHeight = 8, kCTParagraphStyleSpecifierMinimumLineHeight = 9,
    kCTParagraphStyleSpecifierParagraphSpacing = 11, kCTParagraphStyleSpecifierParagraphSpacingBefore = 12,
    kCTParagraphStyleSpecifierBaseWritingDirection = 13, kCTParagraphStyleSpecifierMaximumLineSpacing = 14,
    kCTParagraphStyleSpecifierMinimumLineSpacing = 15, kCTParagraphStyleSpecifierLineSpacingAdjustment = 16
};
typedef struct CTParagraphStyleSetting {
    CTParagraphStyleSpecifier spec;
    size_t valueSize;
    const void *value;
} CTParagraphStyleSetting;
CT_EXPORT const CFStringRef kCTFontAttributeName;
CT_EXPORT const CFStringRef kCTForegroundColorAttributeName;
CT_EXPORT const CFStringRef kCTBackgroundColorAttributeName;
CT_EXPORT const CFStringRef kCTKernAttributeName;
CT_EXPORT const CFStringRef kCTParagraphStyleAttributeName;
CT_EXPORT const CFStringRef kCTStrokeWidthAttributeName;
CT_EXPORT const CFStringRef kCTStrokeColorAttributeName;
CT_EXPORT const CFStringRef kCTUnderlineStyleAttributeName;
CT_EXPORT const CFStringRef kCTUnderlineColorAttributeName;
CT_EXPORT const CFStringRef kCTSuperscriptAttributeName;
CT_EXPORT const CFStringRef kCTLigatureAttributeName;
CT_EXPORT CTFontRef CTFontCreateWithName(CFStringRef name, CGFloat size, const CGAffineTransform *matrix);
CT_EXPORT CGFloat CTFontGetSize(CTFontRef font);
CT_EXPORT CGFloat CTFontGetAscent(CTFontRef font);
CT_EXPORT CGFloat CTFontGetDescent(CTFontRef font);
CT_EXPORT CGFloat CTFontGetLeading(CTFontRef font);
CT_EXPORT CTFontSymbolicTraits CTFontGetSymbolicTraits(CTFontRef font);
CT_EXPORT CTParagraphStyleRef CTParagraphStyleCreate(const CTParagraphStyleSetting *settings, size_t settingCount);
CT_EXPORT CTFramesetterRef CTFramesetterCreateWithAttributedString(CFAttributedStringRef attrString);
CT_EXPORT CTFrameRef CTFramesetterCreateFrame(CTFramesetterRef framesetter, CFRange stringRange, CGPathRef path, CFDictionaryRef frameAttributes);
CT_EXPORT CGSize CTFramesetterSuggestFrameSizeWithConstraints(CTFramesetterRef framesetter, CFRange stringRange, CFDictionaryRef frameAttributes, CGSize constraints, CFRange *fitRange);
CT_EXPORT CFArrayRef CTFrameGetLines(CTFrameRef frame);
CT_EXPORT void CTFrameGetLineOrigins(CTFrameRef frame, CFRange range, CGPoint origins[]);
CT_EXPORT void CTFrameDraw(CTFrameRef frame, CGContextRef context);
CT_EXPORT CTLineRef CTLineCreateWithAttributedString(CFAttributedStringRef attrString);
CT_EXPORT CTLineRef CTLineCreateTruncatedLine(CTLineRef line, double width, CTLineTruncationType truncationType, CTLineRef truncationToken);
CT_EXPORT CFArrayRef CTLineGetGlyphRuns(CTLineRef line);
CT_EXPORT CFRange CTLineGetStringRange(CTLineRef line);
CT_EXPORT double CTLineGetTypographicBounds(CTLineRef line, CGFloat *ascent, CGFloat *descent, CGFloat *leading);
CT_EXPORT CFIndex CTLineGetStringIndexForPosition(CTLineRef line, CGPoint position);
CT_EXPORT CGFloat CTLineGetOffsetForStringIndex(CTLineRef line, CFIndex charIndex, CGFloat *secondaryOffset);
CT_EXPORT void CTLineDraw(CTLineRef line, CGContextRef context);
CT_EXPORT CFDictionaryRef CTRunGetAttributes(CTRunRef run);
CT_EXPORT CFRange CTRunGetStringRange(CTRunRef run);
"""#
}
