/**
 * Secrets at rest: the server's private folder and files ({@link org.beadbox.server.security.PrivateFiles}),
 * the database's password ({@link org.beadbox.server.security.DatabasePassword}) and the site's key
 * that seat links are derived from ({@link org.beadbox.server.security.SiteKey}). See docs/security.md.
 */
package org.beadbox.server.security;
