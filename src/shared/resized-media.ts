/*
 * Pictures under /media resized for the width a page draws them at: `/media-resized/{width}/{key}`
 * answers the picture at `key` as a WebP `width` pixels wide, made once and then kept.
 */

/** The prefix of resized pictures' addresses. */
export const RESIZED_MEDIA_PREFIX = '/media-resized/';

/**
 * The widths (px) a picture is offered at. Book cards draw covers about 160 CSS px wide, the details
 * page about 350: with screens of one to three device pixels per CSS pixel these cover every case.
 * No other width is made, so nobody can fill the disk with copies.
 */
export const RESIZED_WIDTHS = [160, 320, 480, 640] as const;

/** The files a resized copy can be made of. */
export const RESIZABLE = /\.(png|jpe?g|webp)$/i;
